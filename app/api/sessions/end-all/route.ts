import { endpoint } from "@/lib/api/endpoint";
import { endAllSessionsByLink } from "@/lib/auth/session-version";
import { linkPageAnswer } from "@/lib/newsletter/link-pages";

export const dynamic = "force-dynamic";

const back = { locale: "en" as const, back: "Back to the website" };
const title = "End every session";

/**
 * The sign-in mail's link. GET shows a button and changes nothing (mail
 * scanners open links); its POST ends every session of the admin, once: the
 * link's token is stored as a sha256 and marked used.
 */
export const GET = endpoint({ name: "end sessions page" }, async () =>
  linkPageAnswer(
    {
      status: 200,
      title,
      paragraphs: ["This signs your admin account out everywhere, this browser included. Then sign in again and change your password."],
      button: "End every session",
    },
    back,
  ),
);

export const POST = endpoint({ name: "end sessions" }, async ({ url, origin }) => {
  const token = url.searchParams.get("token") ?? "";
  const ended = await endAllSessionsByLink(token, origin);
  return linkPageAnswer(
    ended
      ? { status: 200, title: "Every session has ended", paragraphs: ["Every browser signed in to your account is signed out now."] }
      : {
          status: 400,
          title: "This link no longer works",
          paragraphs: ["It was used already, is more than a week old, or is not complete. Sign in and end sessions from the Security tab."],
        },
    back,
  );
});
