/** The business's public contact card, as the API, the pages and the footer show it. */
export interface ContactInfo {
  businessName: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  foundedYear: number;
  socialLinks: { facebook: string | null; instagram: string | null; website: string | null };
}
