import { storedText, type InstructorDocument, type InstructorResponse } from '@khru/contracts';

/** A public instructor profile; an older document's missing headline or bio reads as empty. */
export function toInstructorResponse(doc: InstructorDocument): InstructorResponse {
  const headline = storedText(doc.headline);
  const bio = storedText(doc.bio);
  return {
    id: doc._id,
    firstName: doc.firstName,
    lastName: doc.lastName,
    firstNameTh: doc.firstNameTh,
    lastNameTh: doc.lastNameTh,
    profileImageUrl: doc.profileImageUrl,
    headlineEn: headline.en,
    headlineTh: headline.th,
    bioEn: bio.en,
    bioTh: bio.th,
  };
}
