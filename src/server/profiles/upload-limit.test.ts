import { describe, expect, it } from "vitest";
import { solidPng } from "../seed/factories";
import { as, signUp } from "../test/accounts";
import { setupTestApp } from "../test/app";
import { multipartFile } from "../test/auth";
import { expectApiError } from "../test/http";

const t = setupTestApp({ demoContent: false, env: { UPLOAD_RATE_LIMIT: "3" } });

describe("uploads per account", () => {
  it("are limited per minute for each account, not for everyone", async () => {
    const data = await solidPng({ width: 40, height: 40 });
    const upload = async (account: Awaited<ReturnType<typeof signUp>>) => {
      const { payload, headers } = await multipartFile("avatar", { name: "a.png", type: "image/png", data });
      return t.app.inject(as(account, { method: "PUT", url: "/api/me/avatar", payload, headers }));
    };
    const busy = await signUp(t.app);
    for (let n = 0; n < 3; n++) expect((await upload(busy)).statusCode).toBe(200);
    expectApiError(await upload(busy), 429, "RATE_LIMITED");
    const other = await signUp(t.app);
    expect((await upload(other)).statusCode).toBe(200);
  });
});
