import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { TokenScope } from "../../../shared/api-tokens";
import { byCategory, CATEGORIES, CATEGORY_KEYS } from "../../../shared/categories";
import { FEED_LIMITS } from "../../../shared/feed";
import { roleIn } from "../../../shared/guide-members";
import { GUIDE_PLACE_NOTE_MAX_LENGTH, SEARCH } from "../../../shared/limits";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import { NOTIFICATION_LIMITS } from "../../../shared/notifications";
import { openingStatus, openingStatusText } from "../../../shared/opening-hours";
import {
  cityGuideQuerySchema,
  type GuideDetail,
  type GuidePlace,
  guideDetailsInputSchema,
  pageQuerySchema,
} from "../../../shared/schemas";
import type { SessionUser } from "../../domains/auth/session";
import type { CityDirectory } from "../../domains/cities/city-directory";
import { feedPage } from "../../domains/feed/service";
import { applyOperations } from "../../domains/guides/operations/service";
import { checkedGuideInput, cityGuidePage, createGuide, getGuide } from "../../domains/guides/service";
import { notificationPage } from "../../domains/notifications/service";
import { getPlace, placeViewer } from "../../domains/places/service";
import {
  bookmarkPlaceFor,
  savedGuides,
  saveGuideFor,
  unbookmarkPlaceFor,
  unsaveGuideFor,
} from "../../domains/saves/service";
import { search } from "../../domains/search/service";
import type { Database } from "../../infrastructure/db/client";
import { DomainError, InvalidInputError, NotFoundError } from "../../infrastructure/errors";
import type { JobQueue } from "../../infrastructure/jobs/queue";
import type { FileStorage } from "../../infrastructure/storage/storage";

/** Who calls: the token's owner and scopes, or nobody (the public tools only). */
export type McpCaller = { user: SessionUser; scopes: TokenScope[] } | null;

/** Counts a write against the per-account limit of the API route (method and URL) it stands for. */
export type CountRouteWrite = (method: string, url: string) => Promise<void>;

type ToolContext = {
  db: Database;
  storage: FileStorage;
  jobs: JobQueue;
  cities: CityDirectory;
  caller: McpCaller;
  /** Counts each call by tool and outcome (the /metrics endpoint). */
  onCall: (tool: string, outcome: "ok" | "error") => void;
  countRouteWrite: CountRouteWrite;
};

const json = (value: unknown): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value, null, 2) }],
});

/** Runs a tool; our domain errors become tool errors with our words, anything else stays an error. */
async function answer(run: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    return json(await run());
  } catch (error) {
    if (error instanceof DomainError)
      return { isError: true, content: [{ type: "text", text: error.message }] };
    throw error;
  }
}

/** A guide's place as an assistant needs it: the creator's note, where it is, and whether it is open now. */
function placeForAssistant(place: GuidePlace, timeZone: string | null) {
  const status =
    place.openingHours && timeZone ? openingStatus(place.openingHours, timeZone, new Date()) : null;
  return {
    id: place.id,
    name: place.name,
    tag: place.tag,
    note: place.note,
    address: place.address,
    lat: place.lat,
    lng: place.lng,
    openingHours: place.openingHours,
    openNow: status ? openingStatusText(status) : null,
    notYetReviewed: place.reviewStatus !== "approved",
  };
}

function guideForAssistant(guide: GuideDetail, timeZone: string | null) {
  return {
    id: guide.id,
    name: guide.name,
    city: guide.location,
    /** What list_city_guides takes. */
    citySlug: guide.citySlug,
    introduction: guide.introduction,
    creator: guide.creator,
    status: guide.status,
    placesByCategory: Object.fromEntries(
      CATEGORY_KEYS.map((key) => [
        CATEGORIES[key].title,
        guide.places[key].map((place) => placeForAssistant(place, timeZone)),
      ]),
    ),
  };
}

const id = z.uuid();

const MCP_MESSAGES = {
  draftsOnly: "Assistants may add places only to draft guides the token's owner owns or edits",
} as const;

/**
 * The tools an assistant is offered (docs/decisions/043): the public ones to everyone, and each of the others
 * only when the token has its scope, so a tool the token may not use is not even listed.
 */
export function registerTools(
  server: McpServer,
  { db, storage, jobs, cities, caller, onCall, countRouteWrite }: ToolContext,
) {
  const can = (scope: TokenScope) => caller?.scopes.includes(scope) ?? false;
  // Reads see what the owner sees (their drafts, their pending suggestions) only with `read`, as on the API;
  // otherwise as a visitor does.
  const reader = can("read") ? (caller?.user ?? null) : null;
  const viewerId = reader?.id;
  const tool = <Shape extends z.ZodRawShape>(
    name: string,
    description: string,
    input: Shape,
    run: (args: z.infer<z.ZodObject<Shape>>) => Promise<unknown>,
  ) =>
    server.registerTool(name, { description, inputSchema: input }, (async (
      args: z.infer<z.ZodObject<Shape>>,
    ) => {
      const result = await answer(() => run(args)).catch((error: unknown) => {
        onCall(name, "error");
        throw error;
      });
      onCall(name, result.isError ? "error" : "ok");
      return result;
    }) as never);

  tool(
    "search",
    "Search Cityguides for published guides, places, cities and people by name, despite typos. Returns each group best first.",
    {
      query: z
        .string()
        .min(SEARCH.queryMinLength)
        .max(SEARCH.queryMaxLength)
        .describe("What to look for, e.g. 'coffee in Lisbon' or 'Sagrada Familia'"),
    },
    ({ query }) => search(db, { q: query, limit: 10 }, viewerId),
  );
  tool(
    "get_guide",
    "A city guide with its places by category in the creator's order, each with the creator's note, address, coordinates, opening hours and whether it is open now in the city's time.",
    { guideId: id.describe("The guide's id, from search or list_city_guides") },
    async ({ guideId }) => {
      const guide = await getGuide(db, guideId, viewerId);
      const city = await cities.find(guide.citySlug);
      return guideForAssistant(guide, city?.timezone ?? null);
    },
  );
  tool(
    "get_place",
    "One place: its category, address, coordinates, website, price level and opening hours.",
    { placeId: id.describe("The place's id, from get_guide or search") },
    ({ placeId }) => getPlace(db, placeId, placeViewer(reader)),
  );
  tool(
    "list_city_guides",
    "The published guides of a city, newest or most saved first, a page at a time.",
    {
      city: z.string().min(2).max(100).describe("The city's slug, e.g. 'paris' or 'new-york'"),
      sort: cityGuideQuerySchema.shape.sort,
      cursor: pageQuerySchema.shape.cursor.describe("The nextCursor of the previous page"),
    },
    ({ city, sort, cursor }) => cityGuidePage(db, cities, city, { sort, cursor, limit: 20 }, viewerId),
  );
  if (!caller) return;
  const userId = caller.user.id;
  if (can("read")) {
    tool(
      "list_saved",
      "The guides the token's owner saved, grouped by city, a page at a time.",
      { cursor: pageQuerySchema.shape.cursor },
      ({ cursor }) => savedGuides(db, userId, { cursor, limit: 20 }),
    );
    tool(
      "list_feed",
      "What the people and cities the token's owner follows published or added, newest first, grouped per guide, person and day, a page at a time.",
      { cursor: pageQuerySchema.shape.cursor },
      ({ cursor }) => feedPage(db, userId, { cursor, limit: FEED_LIMITS.pageSize }),
    );
    tool(
      "list_notifications",
      "The token's owner's notifications (followers, saves of their guides, members' activity, invitations, reviews, publications of those they follow), newest first, a page at a time, with how many are unread. Reading them does not mark them read.",
      { cursor: pageQuerySchema.shape.cursor },
      ({ cursor }) => notificationPage(db, userId, { cursor, limit: NOTIFICATION_LIMITS.pageSize }),
    );
  }
  if (can("saves")) {
    tool("save_guide", "Save a published guide for the token's owner.", { guideId: id }, ({ guideId }) =>
      saveGuideFor(db, userId, guideId),
    );
    tool("unsave_guide", "Stop saving a guide.", { guideId: id }, ({ guideId }) =>
      unsaveGuideFor(db, userId, guideId),
    );
    tool("bookmark_place", "Bookmark a place for the token's owner.", { placeId: id }, ({ placeId }) =>
      bookmarkPlaceFor(db, userId, placeId),
    );
    tool("unbookmark_place", "Remove a place's bookmark.", { placeId: id }, ({ placeId }) =>
      unbookmarkPlaceFor(db, userId, placeId),
    );
  }
  if (can("guides")) {
    const user = caller.user;
    tool(
      "create_draft_guide",
      "Start a new draft guide for the token's owner in a city; only they see it until they publish it on the website.",
      {
        name: guideDetailsInputSchema.shape.name.describe("The guide's name"),
        city: z.string().min(2).max(100).describe("The city's slug, e.g. 'paris'"),
      },
      async ({ name, city }) => {
        await countRouteWrite("POST", "/api/guides");
        const found = await cities.find(city.toLowerCase());
        if (!found) throw new NotFoundError(GUIDE_MESSAGES.locationRequired);
        const input = checkedGuideInput({
          name,
          cityId: found.id,
          places: byCategory(() => []),
          status: "draft",
        });
        const guide = await createGuide({ db, storage, jobs }, user, async () => ({ input }));
        return guideForAssistant(guide, found.timezone ?? null);
      },
    );
    tool(
      "add_place_to_guide",
      "Add a place of the guide's city to one of the owner's draft guides, at the end of its category, with an optional note.",
      {
        guideId: id,
        placeId: id.describe("A place of the guide's city, from search or get_guide"),
        note: z
          .string()
          .max(GUIDE_PLACE_NOTE_MAX_LENGTH)
          .optional()
          .describe("Why it is there, what to order, when to go"),
      },
      async ({ guideId, placeId, note }) => {
        await countRouteWrite("POST", "/api/guides/:id/operations");
        const place = await getPlace(db, placeId, placeViewer(user));
        const updated = await applyOperations({ db, storage, jobs }, user, guideId, (guide) => {
          // A member's token acts with the member's role: an editor adds to the drafts they make with others.
          const role = roleIn(guide, user.id);
          if ((role !== "owner" && role !== "editor") || guide.status !== "draft")
            throw new InvalidInputError(MCP_MESSAGES.draftsOnly);
          const text = note?.trim();
          const stored = guide.places[place.category].find((inGuide) => inGuide.id === place.id);
          if (!stored) return [{ type: "addPlace", placeId, category: place.category, note: text }];
          // Already there: the note is the assistant's to set, over whatever it was.
          return text ? [{ type: "setNote", placeId, note: text, base: stored.note ?? "" }] : [];
        });
        return guideForAssistant(updated, (await cities.find(updated.citySlug))?.timezone ?? null);
      },
    );
  }
}
