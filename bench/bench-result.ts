/** One benchmark's outcome, printed against its DESIGN.md §7 budget. */
export interface BenchResult {
  name: string;
  figure: string;
  budget: string;
  pass: boolean;
}
