import { PostNotFound, postNotFoundMetadata } from "@/components/blog/post-not-found";

export const metadata = postNotFoundMetadata;

export default PostNotFound;
