export const EXTRACTION_MESSAGE = 'Document extraction completed successfully!';

/** What /expenses may be sent through navigation state. */
export interface ExtractionState {
  extractedExpenses?: unknown[];
  message?: string;
  /** Sent by the phone layout's floating add button. */
  openNew?: boolean;
}
