import type { GuideExportFormat } from "../../../shared/guide-export";
import { API_ERRORS } from "../../../shared/messages";
import type { Database } from "../../infrastructure/db/client";
import { NotFoundError } from "../../infrastructure/errors";
import { exportFileNames, serialiseGuide } from "./export";
import { findGuideDetail } from "./repository";

/** A guide as a file to download (docs/product.md §7); anyone may export, as anyone may read a guide. */
export async function exportGuide(db: Database, guideId: string, format: GuideExportFormat, baseUrl: string) {
  const guide = await findGuideDetail(db, guideId);
  if (!guide) throw new NotFoundError(API_ERRORS.guideNotFound);
  return { body: serialiseGuide(guide, format, baseUrl), fileNames: exportFileNames(guide.name, format) };
}
