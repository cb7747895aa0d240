/**
 * The create forms (lazy chunk): picks the post form (post-form.tsx) or the moment form
 * (moment-form.tsx) for the request. The submit button is disabled until the draft is valid and a
 * channel or avatar is chosen (000 §4/§5); server errors show inline. Both forms check with the
 * server's own zod schema through zodResolver, so this chunk loads zod: it opens on demand.
 */
import type { TCreateFormProps } from './create-form-frame.tsx';
import { MomentForm } from './moment-form.tsx';
import { PostForm } from './post-form.tsx';

/** Picks the post or the moment form for the request. */
export default function CreateForm(props: TCreateFormProps) {
  return props.request.kind === 'moment' ? <MomentForm {...props} /> : <PostForm {...props} />;
}
