/** The files a guide can be downloaded as (docs/product.md §2, §7), in the order the Export menu lists them. */
export const GUIDE_EXPORT_FORMATS = ["gpx", "kml", "geojson", "csv"] as const;

export type GuideExportFormat = (typeof GUIDE_EXPORT_FORMATS)[number];

/** Where a guide's file is served; the format is also the file name's extension. */
export const guideExportPath = (guideId: string, format: GuideExportFormat) =>
  `/api/guides/${encodeURIComponent(guideId)}/export.${format}`;
