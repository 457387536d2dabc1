/**
 * The service area: about 50 miles (80467 m) around the business's location, naming the towns
 * people search for. The centre is the business's own latitude/longitude from the settings record.
 */
export const SERVICE_AREA = {
  radiusMeters: 80467,
  cities: ["Abilene", "Sweetwater", "Anson", "Merkel"],
  state: "Texas",
  stateCode: "TX",
} as const;
