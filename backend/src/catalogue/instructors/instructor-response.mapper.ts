import type { InstructorDocument, InstructorResponse } from '@khru/contracts';

export function toInstructorResponse(doc: InstructorDocument): InstructorResponse {
  return {
    id: doc._id,
    firstName: doc.firstName,
    lastName: doc.lastName,
    firstNameTh: doc.firstNameTh,
    lastNameTh: doc.lastNameTh,
    profileImageUrl: doc.profileImageUrl,
    headlineEn: doc.headline.en,
    headlineTh: doc.headline.th,
    bioEn: doc.bio.en,
    bioTh: doc.bio.th,
  };
}
