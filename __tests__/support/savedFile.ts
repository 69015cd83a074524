/**
 * Catches the files the page hands the browser to save (lib/saveFile) from now on; `read` reads the last one back
 * as JSON, and says whether the page clicked its download link.
 */
export function catchSavedFiles() {
  let saved: Blob | undefined;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved = blob;
    return 'blob:saved';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    clicked: () => click.mock.calls.length > 0,
    read: () =>
      new Promise<unknown>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(JSON.parse(reader.result as string));
        reader.readAsText(saved!);
      }),
    restore: () => click.mockRestore(),
  };
}
