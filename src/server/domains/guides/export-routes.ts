import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { GUIDE_EXPORT_FORMATS, type GuideExportFormat } from "../../../shared/guide-export";
import { apiErrorSchema, idParamSchema } from "../../../shared/schemas";
import { exportGuide } from "./export-service";

const MEDIA_TYPES: Record<GuideExportFormat, string> = {
  gpx: "application/gpx+xml",
  kml: "application/vnd.google-earth.kml+xml",
  geojson: "application/geo+json",
  csv: "text/csv",
};

const SUMMARIES: Record<GuideExportFormat, string> = {
  gpx: "A guide's located places as GPX 1.1 waypoints",
  kml: "A guide's located places as KML 2.2 placemarks, a folder per category",
  geojson: "A guide's located places as a GeoJSON FeatureCollection of points",
  csv: "Every place of a guide as CSV for Google My Maps (no coordinates where a place has none)",
};

/** RFC 6266: the ASCII name for every client, the UTF-8 one for those that read `filename*`. */
function attachment(fileNames: { ascii: string; unicode: string }): string {
  return `attachment; filename="${fileNames.ascii}"; filename*=UTF-8''${encodeURIComponent(fileNames.unicode)}`;
}

export const guideExportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const format of GUIDE_EXPORT_FORMATS) {
    const mediaType = MEDIA_TYPES[format];
    app.get(
      `/guides/:id/export.${format}`,
      {
        schema: {
          tags: ["guides"],
          summary: SUMMARIES[format],
          description:
            "Name, category, tag, address, position and the place page's address of each place, by category " +
            "then in the guide's order. A place without a position is left out of map formats, never put at 0,0.",
          params: idParamSchema,
          response: {
            200: {
              description: "The file, as an attachment",
              content: { [mediaType]: { schema: z.string() } },
            },
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { body, fileNames } = await exportGuide(app.db, request.params.id, format, app.config.baseUrl);
        return reply
          .type(`${mediaType}; charset=utf-8`)
          .header("content-disposition", attachment(fileNames))
          .send(body);
      },
    );
  }
};
