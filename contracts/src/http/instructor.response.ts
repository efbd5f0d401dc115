/** An instructor as the spec names the fields (section 3), plus headline and bio per language. */
export interface InstructorResponse {
  id: string;
  firstName: string;
  lastName: string;
  firstNameTh: string;
  lastNameTh: string;
  profileImageUrl: string | null;
  headlineEn: string;
  headlineTh: string;
  bioEn: string;
  bioTh: string;
}

export interface InstructorListResponse {
  data: InstructorResponse[];
  totalCount: number;
}
