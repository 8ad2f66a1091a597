// Proves that the SQL migrations build exactly the schema that schema.prisma
// describes: every model and field, with its column type, nullability, default,
// primary key, uniqueness and indexes. A migration written by hand that forgets
// or mistypes something fails here.
import { readFileSync } from "node:fs";
import path from "node:path";
import internals from "@prisma/internals";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "@/test/scratch-database";
import { applyMigrations } from "./apply-migrations";

type Dmmf = Awaited<ReturnType<typeof internals.getDMMF>>;
type DmmfModel = Dmmf["datamodel"]["models"][number];
type DmmfField = DmmfModel["fields"][number];

interface Column {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: "YES" | "NO";
  column_default: string | null;
  datetime_precision: number | null;
}

interface Index {
  table_name: string;
  is_primary: boolean;
  is_unique: boolean;
  columns: string[];
  descending: boolean[];
}

const schemaPath = path.resolve(import.meta.dirname, "../../prisma/schema.prisma");
let dmmf: Dmmf;
let database: ScratchDatabase;
let columns: Column[];
let indexes: Index[];
let enumLabels: Map<string, string[]>;

beforeAll(async () => {
  dmmf = await internals.getDMMF({ datamodel: readFileSync(schemaPath, "utf8") });
  database = await createScratchDatabase(inject("postgresServerUrl"));
  await applyMigrations(database.url);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    columns = (
      await client.query<Column>(
        `SELECT table_name, column_name, udt_name, is_nullable, column_default, datetime_precision
           FROM information_schema.columns WHERE table_schema = 'public'`,
      )
    ).rows;
    indexes = (
      await client.query<Index>(
        `SELECT t.relname AS table_name, ix.indisprimary AS is_primary, ix.indisunique AS is_unique,
                array_agg(a.attname::text ORDER BY k.ord) AS columns,
                array_agg((ix.indoption[k.ord - 1] & 1) = 1 ORDER BY k.ord) AS descending
           FROM pg_index ix
           JOIN pg_class t ON t.oid = ix.indrelid
           JOIN pg_namespace n ON n.oid = t.relnamespace
           CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
           JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
          WHERE n.nspname = 'public'
          GROUP BY t.relname, ix.indexrelid, ix.indisprimary, ix.indisunique`,
      )
    ).rows;
    const enums = await client.query<{ name: string; labels: string[] }>(
      `SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    );
    enumLabels = new Map(enums.rows.map((row) => [row.name, row.labels]));
  } finally {
    await client.end();
  }
}, 120_000);

afterAll(async () => {
  await database?.drop();
});

const tableName = (model: DmmfModel) => model.dbName ?? model.name;
const columnName = (field: DmmfField) => field.dbName ?? field.name;

function enumDbName(name: string): string {
  const found = dmmf.datamodel.enums.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`enum ${name} is not in the schema`);
  return found.dbName ?? found.name;
}

/** The Postgres type (udt_name) Prisma creates for a field. */
function expectedUdtName(field: DmmfField): string {
  const base = baseUdtName(field);
  return field.isList ? `_${base}` : base;
}

function baseUdtName(field: DmmfField): string {
  if (field.kind === "enum") return enumDbName(field.type);
  const native = field.nativeType?.[0];
  if (native) {
    const natives: Record<string, string> = {
      Uuid: "uuid",
      Text: "text",
      VarChar: "varchar",
      Char: "bpchar",
      Timestamptz: "timestamptz",
      Timestamp: "timestamp",
      Date: "date",
      Integer: "int4",
      SmallInt: "int2",
      BigInt: "int8",
      JsonB: "jsonb",
      Json: "json",
      ByteA: "bytea",
      Boolean: "bool",
      Inet: "inet",
    };
    const udt = natives[native];
    if (!udt) throw new Error(`drift test: add native type @db.${native} to the mapping`);
    return udt;
  }
  const scalars: Record<string, string> = {
    String: "text",
    Int: "int4",
    BigInt: "int8",
    Boolean: "bool",
    DateTime: "timestamp",
    Float: "float8",
    Decimal: "numeric",
    Json: "jsonb",
    Bytes: "bytea",
  };
  const udt = scalars[field.type];
  if (!udt) throw new Error(`drift test: add scalar type ${field.type} to the mapping`);
  return udt;
}

/** The column default exactly as Postgres prints it, or null for none. */
function expectedDefault(field: DmmfField): string | null {
  const value = field.default;
  if (value === undefined) return null;
  if (Array.isArray(value)) {
    if (value.length > 0) throw new Error("drift test: add non-empty list defaults to the mapping");
    return `ARRAY[]::${baseUdtName(field) === "text" ? "text" : baseUdtName(field)}[]`;
  }
  if (typeof value === "object" && value !== null && "name" in value) {
    if (value.name === "now") return "CURRENT_TIMESTAMP";
    if (value.name === "dbgenerated") return String(value.args[0]);
    if (value.name === "uuid" || value.name === "cuid") return null; // generated by the client
    throw new Error(`drift test: add default function ${value.name}() to the mapping`);
  }
  if (field.kind === "enum") return `'${String(value)}'::${enumDbName(field.type)}`;
  if (typeof value === "string") return `'${value}'::${baseUdtName(field)}`;
  return String(value);
}

describe("migrations match schema.prisma", () => {
  it("creates a table for every model and no table the schema does not know", () => {
    const expected = dmmf.datamodel.models.map(tableName).sort();
    const actual = [...new Set(columns.map((column) => column.table_name))].filter((name) => name !== "_prisma_migrations").sort();
    expect(actual).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining(["contacts", "quotes", "career_applications", "newsletter_subscriptions"]));
  });

  it("creates every enum with the schema's values in order", () => {
    for (const schemaEnum of dmmf.datamodel.enums) {
      expect(enumLabels.get(schemaEnum.dbName ?? schemaEnum.name), schemaEnum.name).toEqual(
        schemaEnum.values.map((value) => value.dbName ?? value.name),
      );
    }
  });

  describe.each(modelNamesInSchema())("model %s", (modelName) => {
    const model = () => {
      const found = dmmf.datamodel.models.find((candidate) => candidate.name === modelName);
      if (!found) throw new Error(`model ${modelName} disappeared`);
      return found;
    };
    const scalarFields = () => model().fields.filter((field) => field.kind === "scalar" || field.kind === "enum");

    it("has exactly the schema's columns", () => {
      const actual = columns.filter((column) => column.table_name === tableName(model()));
      expect(actual.map((column) => column.column_name).sort()).toEqual(scalarFields().map(columnName).sort());
    });

    it("gives each column the schema's type, nullability and default", () => {
      for (const field of scalarFields()) {
        const column = columns.find(
          (candidate) => candidate.table_name === tableName(model()) && candidate.column_name === columnName(field),
        );
        const label = `${modelName}.${field.name}`;
        expect(column, label).toBeDefined();
        if (!column) continue;
        expect(column.udt_name, `${label} type`).toBe(expectedUdtName(field));
        // Prisma creates list columns without NOT NULL; other fields follow `?`.
        const nullable = field.isList || !field.isRequired;
        expect(column.is_nullable, `${label} nullability`).toBe(nullable ? "YES" : "NO");
        expect(column.column_default, `${label} default`).toBe(expectedDefault(field));
        if (field.type === "DateTime") {
          // A date (@db.Date) has no time of day: Postgres gives its precision as 0.
          const precision = field.nativeType?.[0] === "Date" ? 0 : Number(field.nativeType?.[1]?.[0] ?? 3);
          expect(column.datetime_precision, `${label} precision`).toBe(precision);
        }
      }
    });

    it("has the schema's primary key, unique constraints and indexes", () => {
      const fieldColumn = (name: string) => {
        const field = model().fields.find((candidate) => candidate.name === name);
        if (!field) throw new Error(`${modelName}.${name} is not a field`);
        return columnName(field);
      };
      const expected = dmmf.datamodel.indexes
        .filter((index) => index.model === modelName)
        .map((index) => ({
          is_primary: index.type === "id",
          is_unique: index.type === "id" || index.type === "unique",
          columns: index.fields.map((field) => fieldColumn(field.name)),
          descending: index.fields.map((field) => field.sortOrder === "desc"),
        }));
      const actual = indexes
        .filter((index) => index.table_name === tableName(model()))
        .map(({ is_primary, is_unique, columns: indexColumns, descending }) => ({
          is_primary,
          is_unique,
          columns: indexColumns,
          descending,
        }));
      const order = (list: typeof expected) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      expect(order(actual)).toEqual(order(expected));
    });
  });
});

// describe.each needs the model names before beforeAll runs, so read them synchronously.
function modelNamesInSchema(): string[] {
  const schema = readFileSync(schemaPath, "utf8");
  return [...schema.matchAll(/^model\s+(\w+)\s*\{/gm)].map((match) => match[1] ?? "");
}
