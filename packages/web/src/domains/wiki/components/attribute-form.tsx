/** Typed forms for the attribute groups (validated by the shared ZWikiAttributeGroup, like the server). */
import {
  APP_TYPE_LABELS,
  APP_TYPES,
  WIKI_GROUP_LABELS,
  type TWikiAttributeGroup,
  type TWikiAttributeType,
} from '@pflegepuls/shared/wiki';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type TKind = 'text' | 'long' | 'url' | 'int' | 'price' | 'appType' | 'links';
const FIELDS: Record<TWikiAttributeType, Array<[string, string, TKind]>> = {
  course_info: [
    ['requirements', 'Voraussetzungen', 'long'],
    ['duration', 'Dauer', 'text'],
    ['costs', 'Kosten', 'text'],
    ['job_title', 'Berufsbezeichnung', 'text'],
    ['learning_content', 'Lerninhalte', 'long'],
    ['content', 'Aufbau', 'long'],
    ['salary', 'Gehalt', 'text'],
    ['career_path', 'Karriereweg', 'long'],
    ['testimonials', 'Erfahrungen', 'long'],
    ['local_options', 'Angebote vor Ort', 'long'],
  ],
  book_info: [
    ['isbn13_kopieren', 'ISBN-13', 'text'],
    ['publisher', 'Verlag', 'text'],
    ['authors', 'Autorinnen und Autoren', 'text'],
    ['year', 'Erscheinungsjahr', 'int'],
    ['amazon_link', 'Shop-Link', 'url'],
  ],
  app_info: [
    ['type', 'Art', 'appType'],
    ['price', 'Preis in €', 'price'],
    ['playstore_link', 'Google Play', 'url'],
    ['appstore_link', 'App Store', 'url'],
    ['slogan', 'Slogan', 'text'],
  ],
  podcast_info: [
    ['episodes', 'Folgen', 'int'],
    ['spotify_link', 'Spotify', 'url'],
    ['apple_link', 'Apple Podcasts', 'url'],
    ['amazon_link', 'Amazon Music', 'url'],
  ],
  podcast_links: [
    ['spotify_link', 'Spotify', 'url'],
    ['apple_link', 'Apple Podcasts', 'url'],
    ['amazon_link', 'Amazon Music', 'url'],
  ],
  youtube_channel: [
    ['subscribers', 'Abonnentinnen und Abonnenten', 'int'],
    ['videos', 'Videos', 'int'],
    ['channel_link', 'Kanal-Link', 'url'],
  ],
  external_links: [['links', 'Links (eine Zeile je Link: Titel | https://…)', 'links']],
  product_links: [
    ['browser_link', 'Website', 'url'],
    ['shop_link', 'Shop-Link', 'url'],
    ['shop', 'Shop', 'text'],
  ],
  general_info: [['text', 'Text', 'long']],
};

/** An empty group of a type, as the form starts it. */
export function emptyGroup(group: TWikiAttributeType): TWikiAttributeGroup {
  const values: Record<string, unknown> = { group };
  for (const [key, , kind] of FIELDS[group]) {
    values[key] =
      kind === 'int' || kind === 'price'
        ? 0
        : kind === 'url'
          ? null
          : kind === 'appType'
            ? 'kostenlos'
            : kind === 'links'
              ? []
              : '';
  }
  if (group === 'book_info') values['year'] = new Date().getFullYear();
  return values as TWikiAttributeGroup;
}

export const GROUP_TYPES = Object.keys(FIELDS) as TWikiAttributeType[];

export function AttributeGroupForm(props: {
  group: TWikiAttributeGroup;
  errors: Record<string, string>;
  onChange: (group: TWikiAttributeGroup) => void;
  onRemove: () => void;
}) {
  const { group, errors } = props;
  const values = group as unknown as Record<string, unknown>;
  const set = (key: string, value: unknown) =>
    props.onChange({ ...values, [key]: value } as TWikiAttributeGroup);
  const id = `wiki-form-${group.group}`;
  return (
    <Card component="fieldset" variant="outlined" sx={{ p: 2, m: 0 }} aria-labelledby={id}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id={id} component="legend" sx={{ fontWeight: 700, flex: 1, float: 'left' }}>
          {WIKI_GROUP_LABELS[group.group]}
        </Typography>
        <IconButton aria-label={`${WIKI_GROUP_LABELS[group.group]} entfernen`} onClick={props.onRemove}>
          <DeleteRounded />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, clear: 'both' }}>
        {FIELDS[group.group].map(([key, label, kind]) => {
          const error = errors[key];
          const common = {
            label,
            size: 'small' as const,
            error: Boolean(error),
            helperText: error,
            fullWidth: true,
          };
          if (kind === 'appType')
            return (
              <TextField
                key={key}
                select
                {...common}
                value={values[key]}
                onChange={(e) => set(key, e.target.value)}
              >
                {APP_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {APP_TYPE_LABELS[t]}
                  </MenuItem>
                ))}
              </TextField>
            );
          if (kind === 'int' || kind === 'price')
            return (
              <TextField
                key={key}
                {...common}
                type="number"
                inputMode={kind === 'int' ? 'numeric' : 'decimal'}
                value={String(values[key] ?? '')}
                onChange={(e) => set(key, e.target.value === '' ? 0 : Number(e.target.value))}
              />
            );
          if (kind === 'url')
            return (
              <TextField
                key={key}
                {...common}
                type="url"
                value={(values[key] as string | null) ?? ''}
                onChange={(e) => set(key, e.target.value.trim() === '' ? null : e.target.value)}
              />
            );
          if (kind === 'links') {
            const links = (values[key] as Array<{ label: string; url: string }>) ?? [];
            return (
              <TextField
                key={key}
                {...common}
                multiline
                minRows={2}
                defaultValue={links.map((l) => `${l.label} | ${l.url}`).join('\n')}
                onChange={(e) =>
                  set(
                    key,
                    e.target.value
                      .split('\n')
                      .filter((line) => line.trim())
                      .map((line) => {
                        const [title = '', ...url] = line.split('|');
                        return { label: title.trim(), url: url.join('|').trim() };
                      }),
                  )
                }
              />
            );
          }
          return (
            <TextField
              key={key}
              {...common}
              multiline={kind === 'long'}
              minRows={kind === 'long' ? 2 : undefined}
              value={(values[key] as string) ?? ''}
              onChange={(e) => set(key, e.target.value)}
            />
          );
        })}
      </Box>
    </Card>
  );
}
