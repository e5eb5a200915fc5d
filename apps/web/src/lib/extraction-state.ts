/**
 * The hand-over from the extraction screen to /expenses, which opens the extracted rows for
 * saving. Both features read it, and features never import each other, so it lives here.
 */
export const EXTRACTION_MESSAGE = 'Document extraction completed successfully!';

/** What /expenses may be sent through navigation state. */
export interface ExtractionState {
  extractedExpenses?: unknown[];
  message?: string;
  /** Sent by the phone layout's floating add button. */
  openNew?: boolean;
}
