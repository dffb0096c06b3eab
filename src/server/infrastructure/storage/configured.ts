import path from "node:path";
import type { Config } from "../config";
import { renderingVariantsOnPut } from "./images";
import { createLocalDiskStorage } from "./local-disk";
import type { FileStorage } from "./storage";

/**
 * The storage the settings name: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. The S3 module (and the
 * AWS SDK with it) is loaded only then: the SDK alone was a twentieth of the server's start-up on disk storage.
 */
export async function createConfiguredStorage(
  config: Pick<Config, "s3" | "dataDir" | "mediaBaseUrl">,
): Promise<FileStorage> {
  const storage = config.s3
    ? (await import("./s3")).createS3Storage(config.s3)
    : createLocalDiskStorage(path.join(config.dataDir, "files"));
  return config.mediaBaseUrl ? renderingVariantsOnPut(storage) : storage;
}
