/** An appointment as the API returns it (SPEC §3). */
export interface Appointment {
  id: number;
  name: string;
  email: string;
  phone: string;
  serviceId: number | null;
  service: { name: string };
  quantity: number;
  date: string;
  time: string;
  status: string;
  details: string;
  estimatedCost: string;
  createdAt: string;
}
