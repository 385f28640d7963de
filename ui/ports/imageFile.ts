// An image a user picked to upload (the member card background, a product's thumbnail): its bytes
// and the type the browser says it is (the server checks the bytes themselves).
export interface ImageFile {
  readonly contentType: string;
  readonly bytes: Blob;
}
