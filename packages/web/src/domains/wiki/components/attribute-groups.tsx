/**
 * A page's attribute groups (000 §3), each rendered by its type: course, book, app, podcast,
 * YouTube channel, product and external links, general info. More than 2 groups → an accordion.
 */
import { APP_TYPE_LABELS, WIKI_GROUP_LABELS, type TWikiAttributeGroup } from '@pflegepuls/shared/wiki';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const count = new Intl.NumberFormat('de-DE');

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 0.5, py: 0.75 }}
    >
      <Typography component="dt" variant="body2" sx={{ fontWeight: 650 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Box>
  );
}

function ExternalButton({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewRounded aria-hidden />}
    >
      {children}
    </Button>
  );
}

function IsbnCopy({ isbn }: { isbn: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <span>{isbn}</span>
      <Tooltip title={copied ? 'Kopiert' : 'ISBN kopieren'}>
        <IconButton
          size="small"
          aria-label="ISBN kopieren"
          onClick={() => {
            void navigator.clipboard?.writeText(isbn).then(() => setCopied(true));
          }}
        >
          <ContentCopyRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function GroupBody({ group }: { group: TWikiAttributeGroup }) {
  switch (group.group) {
    case 'course_info':
      return (
        <dl style={{ margin: 0 }}>
          <Field label="Voraussetzungen">{group.requirements}</Field>
          <Field label="Dauer">{group.duration}</Field>
          <Field label="Kosten">{group.costs}</Field>
          <Field label="Berufsbezeichnung">{group.job_title}</Field>
          <Field label="Lerninhalte">{group.learning_content}</Field>
          <Field label="Aufbau">{group.content}</Field>
          <Field label="Gehalt">{group.salary}</Field>
          <Field label="Karriereweg">{group.career_path}</Field>
          <Field label="Erfahrungen">{group.testimonials}</Field>
          <Field label="Angebote vor Ort">{group.local_options}</Field>
        </dl>
      );
    case 'book_info':
      return (
        <>
          <dl style={{ margin: 0 }}>
            <Field label="ISBN-13">
              <IsbnCopy isbn={group.isbn13_kopieren} />
            </Field>
            <Field label="Verlag">{group.publisher}</Field>
            <Field label="Autorinnen und Autoren">{group.authors}</Field>
            <Field label="Erscheinungsjahr">{String(group.year)}</Field>
          </dl>
          <ExternalButton href={group.amazon_link}>Im Shop ansehen</ExternalButton>
        </>
      );
    case 'app_info':
      return (
        <>
          {group.slogan && (
            <Typography variant="body2" sx={{ fontStyle: 'italic', mb: 1 }}>
              {group.slogan}
            </Typography>
          )}
          <dl style={{ margin: 0 }}>
            <Field label="Art">{APP_TYPE_LABELS[group.type]}</Field>
            <Field label="Preis">{group.price === 0 ? 'Kostenlos' : euro.format(group.price)}</Field>
          </dl>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <ExternalButton href={group.playstore_link}>Google Play</ExternalButton>
            <ExternalButton href={group.appstore_link}>App Store</ExternalButton>
          </Box>
        </>
      );
    case 'podcast_info':
    case 'podcast_links':
      return (
        <>
          {group.group === 'podcast_info' && (
            <dl style={{ margin: 0 }}>
              <Field label="Folgen">{count.format(group.episodes)}</Field>
            </dl>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <ExternalButton href={group.spotify_link}>Spotify</ExternalButton>
            <ExternalButton href={group.apple_link}>Apple Podcasts</ExternalButton>
            <ExternalButton href={group.amazon_link}>Amazon Music</ExternalButton>
          </Box>
        </>
      );
    case 'youtube_channel':
      return (
        <>
          <dl style={{ margin: 0 }}>
            <Field label="Abonnentinnen und Abonnenten">{count.format(group.subscribers)}</Field>
            <Field label="Videos">{count.format(group.videos)}</Field>
          </dl>
          <ExternalButton href={group.channel_link}>Zum Kanal</ExternalButton>
        </>
      );
    case 'external_links':
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {group.links.map((link) => (
            <li key={link.url}>
              <Link href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      );
    case 'product_links':
      return (
        <>
          {group.shop && <Typography variant="body2">Erhältlich bei: {group.shop}</Typography>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <ExternalButton href={group.browser_link}>Website</ExternalButton>
            <ExternalButton href={group.shop_link}>Zum Shop</ExternalButton>
          </Box>
        </>
      );
    case 'general_info':
      return (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {group.text}
        </Typography>
      );
  }
}

export function AttributeGroups({ groups }: { groups: TWikiAttributeGroup[] }) {
  if (!groups.length) return null;
  if (groups.length > 2) {
    return (
      <Box sx={{ mt: 3 }} data-testid="wiki-attribute-accordion">
        {groups.map((group, i) => (
          <Accordion key={group.group} defaultExpanded={i === 0} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreRounded />} id={`wiki-group-${group.group}`}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {WIKI_GROUP_LABELS[group.group]}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <GroupBody group={group} />
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 2 }}>
      {groups.map((group) => (
        <Card
          key={group.group}
          component="section"
          sx={{ p: 2 }}
          aria-labelledby={`wiki-group-${group.group}`}
        >
          <Typography
            id={`wiki-group-${group.group}`}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 700, mb: 1 }}
          >
            {WIKI_GROUP_LABELS[group.group]}
          </Typography>
          <GroupBody group={group} />
        </Card>
      ))}
    </Box>
  );
}
