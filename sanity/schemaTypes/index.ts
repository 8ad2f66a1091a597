import { author } from "./author";
import { blockContent } from "./block-content";
import { post } from "./post";

/** The content model of the blog, for a Studio's `schema.types`. */
export const schemaTypes = [post, author, blockContent];
