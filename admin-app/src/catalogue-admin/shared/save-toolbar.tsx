import { SaveButton, Toolbar } from 'react-admin';

/** A form's toolbar without react-admin's Delete: catalogue records, shelves and vouchers are never deleted (courses and orders point at them). */
export function SaveToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
