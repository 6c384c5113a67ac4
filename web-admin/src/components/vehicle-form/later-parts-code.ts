// The code of the vehicle forms' parts that come after the form is drawn (later-parts.tsx), in one file.
export { FeaturePicker } from '../feature-picker/FeaturePicker.tsx';
export { ImageUploader } from '../image-uploader/ImageUploader.tsx';
