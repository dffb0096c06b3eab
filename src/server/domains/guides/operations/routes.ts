import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  guideDetailSchema,
  guideOperationsInputSchema,
  idParamSchema,
} from "../../../../shared/schemas";
import { uploadRateLimit } from "../../../infrastructure/http/route-limits";
import { requireUser } from "../../auth/session";
import { applyOperations } from "./service";

export const guideOperationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/guides/:id/operations",
    {
      config: { tokenScope: "guides", rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      schema: {
        tags: ["guides"],
        summary:
          "Change a guide by operations (add, remove or move a place; set a note, the introduction or the name), all or none",
        description:
          "Owner and editors. Places and order merge with changes made meanwhile. A text operation carries `base`, " +
          "the text it started from: if someone else changed that text meanwhile, nothing is applied and the answer " +
          "is 409 GUIDE_EDIT_CONFLICT whose details hold, per field ('name', 'introduction', 'notes.<placeId>'), the " +
          "stored text (none when the place left the guide). docs/decisions/058.",
        params: idParamSchema,
        body: guideOperationsInputSchema,
        response: {
          200: guideDetailSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return applyOperations(app, user, request.params.id, request.body.operations);
    },
  );
};
