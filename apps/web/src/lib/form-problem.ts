/**
 * What a form tells its user when something stops it: a validation complaint is titled by
 * what to fix ('Name and file needed'), never the alert's generic 'Something went wrong',
 * which is kept for failures the user did not cause (decision 037).
 */
export interface FormProblem {
  title: string;
  message: string;
}

/** A file's name without its extension: 'Boiler manual.pdf' -> 'Boiler manual'. */
export function nameFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  // '.env' has no name before its dot: keep it whole rather than offer an empty name.
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
}
