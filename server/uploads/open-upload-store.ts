import { folderUploadStore } from "./folder-upload-store";
import { s3UploadStore } from "./s3-upload-store";
import type { UploadStore } from "./upload-store";
import type { UploadsConfig } from "./uploads-config";

/** The upload store `config` names: the S3 bucket when set, else the local folder. */
export function openUploadStore(config: UploadsConfig): UploadStore {
  if (!config.s3) return folderUploadStore(config.dir);
  const { credentials, ...bucket } = config.s3;
  return s3UploadStore({ ...bucket, ...(credentials ? { client: { credentials } } : {}) });
}
