import { afterAll, describe, expect, it } from "vitest";
import { db } from "./db";

afterAll(async () => {
  await db.$disconnect();
});

describe("the Prisma client on the migrated database", () => {
  it("stores a contact and reads it back with an id and a creation time", async () => {
    const before = new Date();
    const created = await db.contact.create({
      data: { name: "Asha Rao", email: "asha@example.in", projectDetails: "A new website for our clinic" },
    });

    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(created.phone).toBeNull();
    const [row] = await db.$queryRaw<{ project_details: string }[]>`
      SELECT project_details FROM contacts WHERE id = ${created.id}::uuid`;
    expect(row?.project_details).toBe("A new website for our clinic");
  });

  it("gives a new quote the spec's defaults", async () => {
    const quote = await db.quote.create({
      data: { name: "Ravi", email: "ravi@example.in", description: "Launch video", estimate: 0 },
    });

    expect(quote.status).toBe("pending");
    expect(quote.urgency).toBe("standard");
    expect(quote.preferredContact).toBe("email");
    expect(quote.services).toEqual([]);
    expect(quote.marketingGoals).toEqual([]);
  });

  it("refuses a newsletter address that is already subscribed", async () => {
    await db.newsletterSubscription.create({ data: { email: "news@example.in" } });

    await expect(db.newsletterSubscription.create({ data: { email: "news@example.in" } })).rejects.toMatchObject({
      code: "P2002",
    });
    expect(await db.newsletterSubscription.count({ where: { email: "news@example.in" } })).toBe(1);
  });

  it("refuses a career application without a resume reference", async () => {
    // Other test files share this database: compare with the count before.
    const before = await db.careerApplication.count();
    await expect(
      db.$executeRaw`INSERT INTO career_applications (full_name, email, applying_for) VALUES ('A', 'a@example.in', 'Graphic Designer')`,
    ).rejects.toThrow(/resume_url/);
    expect(await db.careerApplication.count()).toBe(before);
  });
});
