import SaveIcon from '@mui/icons-material/Save';
import { Alert, Stack } from '@mui/material';
import { Button } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * Cancel and Save under a whole-form editor (the curriculum, the final test), with the server's last refusal above
 * them. That refusal is cleared before sending: a message on a list or a quiz's right answers sits on no input, and
 * would otherwise keep the form from being sent again.
 */
export function SaveBar({ label, refusal, onCancel }: { label: string; refusal: string | null; onCancel: () => void }) {
  const { clearErrors } = useFormContext();
  const { isSubmitting } = useFormState();
  return (
    <Stack sx={{ gap: 1, position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button label="ra.action.cancel" onClick={onCancel} disabled={isSubmitting} />
        <Button
          label={label}
          variant="contained"
          disabled={isSubmitting}
          onClick={(event) => {
            clearErrors();
            event.currentTarget.closest('form')?.requestSubmit();
          }}
        >
          <SaveIcon />
        </Button>
      </Stack>
    </Stack>
  );
}
