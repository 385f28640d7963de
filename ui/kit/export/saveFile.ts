// Owns: handing a generated file to the browser as a download (an object URL on a temporary
// link). Tests replace this module to read back what would have been saved.
export const saveFile = (fileName: string, data: ArrayBuffer | string, type: string): void => {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
