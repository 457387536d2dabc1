/** A service as the public API sends it (SPEC.md §7 GET /api/services). basePrice is a decimal string. */
export interface PublicService {
  id: number;
  name: string;
  description: string;
  category: string | null;
  basePrice: string;
  priceUnit: string;
  imageUrl: string;
}
