/**
 * The words the customer agrees to, with the business's name from Settings. What was shown is stored with
 * each consent, so a later change of these words or of the name never changes what someone agreed to.
 * Client-safe.
 */
export const consentWording = (businessName: string) =>
  `I agree that ${businessName} may show photos of this finished work on its website and social pages.`;
