// Photos from phones are often several megabytes; visitors on outer islands upload over slow links. A
// logo or profile picture is shown at most a few hundred pixels wide, so the browser shrinks it before
// sending (issue 8). The server still checks the type and the size of whatever arrives.

const MAX_SIDE = 800;

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * The image at most MAX_SIDE pixels on its longer side, as WebP (or JPEG where the browser cannot
 * write WebP; PNG keeps transparency). The original when it is already small, when it cannot be read
 * here, or when shrinking would not make it smaller.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  let image: HTMLImageElement;
  try {
    image = await loadImage(file);
  } catch {
    return file; // the server decides what it is
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  if (scale === 1 && file.size < 300 * 1024) return file;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob =
    (await toBlob(canvas, 'image/webp', 0.85)) ??
    (await toBlob(canvas, file.type === 'image/png' ? 'image/png' : 'image/jpeg', 0.85));
  if (!blob || blob.size >= file.size || !/^image\//.test(blob.type)) return file;
  const extension = blob.type.split('/')[1] === 'jpeg' ? 'jpg' : blob.type.split('/')[1];
  const name = file.name.replace(/\.[^.]+$/, '') || 'image';
  return new File([blob], `${name}.${extension}`, { type: blob.type });
}
