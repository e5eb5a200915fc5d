/**
 * Has the browser follow a short-lived signed link as a download, so the file never passes
 * through the page: a document's, from the documents feature, a contact's page or My work.
 */
export function followDownloadLink(url: string, filename: string): void {
  const link = window.document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
}
