import path from "node:path";
import type { Config } from "../config";
import { renderingVariantsOnPut } from "./images";
import { createLocalDiskStorage } from "./local-disk";
import { createS3Storage } from "./s3";
import type { FileStorage } from "./storage";

/** The storage the settings name: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createConfiguredStorage(
  config: Pick<Config, "s3" | "dataDir" | "mediaBaseUrl">,
): FileStorage {
  const storage = config.s3
    ? createS3Storage(config.s3)
    : createLocalDiskStorage(path.join(config.dataDir, "files"));
  return config.mediaBaseUrl ? renderingVariantsOnPut(storage) : storage;
}
