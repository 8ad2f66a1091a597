import { createZip } from "./zip";

// A small XLSX (Office Open XML spreadsheet) writer: a zip of the XML parts
// Excel, LibreOffice and Google Sheets need. Strings are inline, formulas carry
// no cached value and the workbook asks to be recalculated when opened.

export type CellStyle = "header" | "rupees" | "percent" | "wrap" | "bold" | "date" | "number" | "ratio";
export type CellValue = string | number | { formula: string; style?: CellStyle } | { value: string | number; style: CellStyle } | null;

export interface Sheet {
  name: string;
  /** Column widths in characters, left to right. */
  columns?: readonly number[];
  rows: readonly (readonly CellValue[])[];
  /** Keep the first row in view while scrolling. */
  freezeHeader?: boolean;
}

// Index = the style's xf position in styles.xml below.
const styleIndex: Record<CellStyle, number> = { header: 1, rupees: 2, percent: 3, wrap: 4, bold: 5, date: 6, number: 7, ratio: 8 };

export function createXlsx(sheets: readonly Sheet[], title: string): Uint8Array {
  if (sheets.length === 0) throw new Error("A workbook needs a sheet");
  return createZip([
    { name: "[Content_Types].xml", data: contentTypes(sheets.length) },
    { name: "_rels/.rels", data: rootRels },
    { name: "docProps/core.xml", data: coreProps(title) },
    { name: "xl/workbook.xml", data: workbook(sheets) },
    { name: "xl/_rels/workbook.xml.rels", data: workbookRels(sheets.length) },
    { name: "xl/styles.xml", data: styles },
    ...sheets.map((sheet, index) => ({ name: `xl/worksheets/sheet${index + 1}.xml`, data: worksheet(sheet) })),
  ]);
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const mainNs = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const relNs = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      // Characters XML 1.0 cannot carry at all.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "")
  );
}

function contentTypes(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) =>
      `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join("");
  return `${xmlHeader}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>${sheets}</Types>`;
}

const rootRels = `${xmlHeader}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

function coreProps(title: string): string {
  return `${xmlHeader}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${escapeXml(title)}</dc:title><dcterms:created xsi:type="dcterms:W3CDTF">2026-01-01T00:00:00Z</dcterms:created></cp:coreProperties>`;
}

function workbook(sheets: readonly Sheet[]): string {
  const entries = sheets
    .map((sheet, index) => `<sheet name="${escapeXml(sheetName(sheet.name))}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
    .join("");
  return `${xmlHeader}<workbook xmlns="${mainNs}" xmlns:r="${relNs}"><bookViews><workbookView/></bookViews><sheets>${entries}</sheets><calcPr calcId="191029" fullCalcOnLoad="1"/></workbook>`;
}

/** Excel's limits: 31 characters, none of : \ / ? * [ ]. */
function sheetName(name: string): string {
  const clean = name
    .replace(/[:\\/?*[\]]/g, " ")
    .trim()
    .slice(0, 31);
  if (!clean) throw new Error(`Bad sheet name: ${name}`);
  return clean;
}

function workbookRels(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) => `<Relationship Id="rId${index + 1}" Type="${relNs}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  ).join("");
  return `${xmlHeader}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets}<Relationship Id="rId${sheetCount + 1}" Type="${relNs}/styles" Target="styles.xml"/></Relationships>`;
}

// Fonts: 0 normal, 1 bold, 2 bold white. Fills: 0 none, 1 gray125 (required), 2 indigo.
// Number formats: 164 rupees, 165 percent with one decimal, 166 day-month-year, 167 a multiple (4.3x).
const styles = `${xmlHeader}<styleSheet xmlns="${mainNs}"><numFmts count="4"><numFmt numFmtId="164" formatCode="&quot;₹&quot;#,##0"/><numFmt numFmtId="165" formatCode="0.0%"/><numFmt numFmtId="166" formatCode="dd mmm yyyy"/><numFmt numFmtId="167" formatCode="0.0&quot;x&quot;"/></numFmts><fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><color rgb="FFFFFFFF"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FF4338CA"/><bgColor indexed="64"/></patternFill></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="9"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="2" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1" applyAlignment="1"><alignment vertical="center" wrapText="1"/></xf><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cell(value: CellValue, ref: string, rowStyle?: CellStyle): string {
  if (value === null) return "";
  const styled = typeof value === "object" ? value.style : undefined;
  const style = styled ?? rowStyle;
  const s = style ? ` s="${styleIndex[style]}"` : "";
  if (typeof value === "object" && "formula" in value) return `<c r="${ref}"${s}><f>${escapeXml(value.formula)}</f></c>`;
  const raw = typeof value === "object" ? value.value : value;
  if (typeof raw === "number") {
    if (!Number.isFinite(raw)) throw new Error(`Cell ${ref} is not a finite number`);
    return `<c r="${ref}"${s}><v>${raw}</v></c>`;
  }
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(raw)}</t></is></c>`;
}

function worksheet(sheet: Sheet): string {
  const view = sheet.freezeHeader
    ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
    : '<sheetViews><sheetView workbookViewId="0"/></sheetViews>';
  const cols = sheet.columns?.length
    ? `<cols>${sheet.columns.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join("")}</cols>`
    : "";
  const rows = sheet.rows
    .map((row, rowIndex) => {
      const rowStyle = sheet.freezeHeader && rowIndex === 0 ? "header" : undefined;
      const cells = row.map((value, columnIndex) => cell(value, `${columnName(columnIndex)}${rowIndex + 1}`, rowStyle)).join("");
      // A header row is two lines tall, so wrapped column titles show whole.
      const height = rowStyle ? ' ht="32" customHeight="1"' : "";
      return `<row r="${rowIndex + 1}"${height}>${cells}</row>`;
    })
    .join("");
  // Printed landscape, as wide as the page, as many pages tall as needed.
  return `${xmlHeader}<worksheet xmlns="${mainNs}" xmlns:r="${relNs}"><sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>${view}<sheetFormatPr defaultRowHeight="15"/>${cols}<sheetData>${rows}</sheetData><pageMargins left="0.5" right="0.5" top="0.6" bottom="0.6" header="0.3" footer="0.3"/><pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/></worksheet>`;
}
