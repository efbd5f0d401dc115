import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Paper, Stack, Tooltip } from '@mui/material';
import { useState, type DragEvent, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';

export interface SortableItemProps {
  /** Items move only within their own list (a lesson stays in its section). */
  list: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** What the item is called in the buttons' labels and the removal question ("Lesson 2: Intro"). */
  name: string;
  /** `khru.courses.curriculum.remove.<what>`: the confirmation's texts. */
  what: 'section' | 'lesson' | 'question' | 'option';
  heading: ReactNode;
  children: ReactNode;
  elevation?: number;
}

const typeOf = (list: string) => `application/x-khru-${list.toLowerCase()}`;

/**
 * One item of an ordered list in the editor: dragged by its handle (HTML5 drag and drop: only the handle arms the
 * drag, so text in its inputs can still be selected), or moved with the up and down buttons from the keyboard;
 * removed after a confirmation.
 */
export function SortableItem({ list, index, count, onMove, onRemove, name, what, heading, children, elevation = 1 }: SortableItemProps) {
  const translate = useTranslate();
  const [armed, setArmed] = useState(false);
  const [over, setOver] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const type = typeOf(list);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(type);
  return (
    <Paper
      variant={elevation === 0 ? 'outlined' : 'elevation'}
      elevation={elevation}
      draggable={armed}
      onDragStart={(event) => {
        event.stopPropagation();
        event.dataTransfer.setData(type, String(index));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragEnd={() => setArmed(false)}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(false);
        const from = Number(event.dataTransfer.getData(type));
        if (Number.isInteger(from) && from !== index) onMove(from, index);
      }}
      sx={{ p: { xs: 1.5, md: 2 }, outline: over ? '2px dashed' : 'none', outlineColor: 'primary.main', minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <Tooltip title={translate('khru.courses.curriculum.drag')}>
          <Box
            component="span"
            aria-hidden
            onPointerDown={() => setArmed(true)}
            onPointerUp={() => setArmed(false)}
            sx={{ cursor: 'grab', display: 'inline-flex', color: 'text.secondary' }}
          >
            <DragIndicatorIcon />
          </Box>
        </Tooltip>
        <Box sx={{ flex: 1, minWidth: 0 }}>{heading}</Box>
        <IconButton
          size="small"
          aria-label={translate('khru.courses.curriculum.moveUp', { name })}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={translate('khru.courses.curriculum.moveDown', { name })}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" color="error" aria-label={translate('khru.courses.curriculum.removeItem', { name })} onClick={() => setConfirming(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      {children}
      <Confirm
        isOpen={confirming}
        title={`khru.courses.curriculum.remove.${what}`}
        content="khru.courses.curriculum.remove.content"
        translateOptions={{ name }}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
