import type { InstructorListResponse, InstructorResponse, LocalizedText } from '@khru/contracts';
import type { InstructorRequest } from '@khru/contracts/requests';
import type { CreateParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import type { OwnWrites } from '../../dataProvider/own-writes';
import { matchesSearch, pageLocally } from '../../dataProvider/page-locally';
import { at } from '../shared/record-path';

const INSTRUCTORS = '/api/coursesapi/instructor';

/** An instructor in the request's shape, with the headline and bio as both-language texts. */
export interface InstructorRecord {
  id: string;
  firstName: string;
  lastName: string;
  firstNameTh: string;
  lastNameTh: string;
  profileImageUrl: string | null;
  headline: LocalizedText;
  bio: LocalizedText;
}

const instructorRecordOf = (i: InstructorResponse): InstructorRecord => ({
  id: i.id,
  firstName: i.firstName,
  lastName: i.lastName,
  firstNameTh: i.firstNameTh,
  lastNameTh: i.lastNameTh,
  profileImageUrl: i.profileImageUrl,
  headline: { en: i.headlineEn, th: i.headlineTh },
  bio: { en: i.bioEn, th: i.bioTh },
});

const instructorRequest = (r: Partial<InstructorRecord>): InstructorRequest => ({
  id: r.id!,
  firstName: r.firstName!,
  lastName: r.lastName!,
  firstNameTh: r.firstNameTh!,
  lastNameTh: r.lastNameTh!,
  ...(r.profileImageUrl ? { profileImageUrl: r.profileImageUrl } : {}),
  headline: r.headline!,
  bio: r.bio!,
});

/** Instructors, paged by the server (searched here), authored whole. */
export function instructorsData(api: OwnWrites) {
  const instructor = async (id: unknown) => instructorRecordOf(await api.get<InstructorResponse>(at(INSTRUCTORS, id)));
  return {
    resources: {
      instructors: {
        async getList(params: GetListParams) {
          const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
          const { q } = (params.filter ?? {}) as { q?: string };
          if (q?.trim()) {
            // The API pages but does not search: a search reads every instructor and filters here.
            const { data } = await api.get<InstructorListResponse>(`${INSTRUCTORS}?skip=0&take=100`);
            const found = data
              .map(instructorRecordOf)
              .filter((i) => matchesSearch(q, [i.firstName, i.lastName, i.firstNameTh, i.lastNameTh, i.headline.en, i.headline.th]));
            return pageLocally(found, params);
          }
          const { data, totalCount } = await api.get<InstructorListResponse>(`${INSTRUCTORS}?skip=${(page - 1) * perPage}&take=${perPage}`);
          return { data: data.map(instructorRecordOf), total: totalCount };
        },
        async getOne(params: GetOneParams) {
          return { data: await instructor(params.id) };
        },
        async getMany(params: GetManyParams) {
          return { data: await Promise.all(params.ids.map(instructor)) };
        },
        async create(params: CreateParams<InstructorRecord>) {
          const body = instructorRequest(params.data as Partial<InstructorRecord>);
          await api.command(INSTRUCTORS, 'POST', body);
          return { data: await instructor(body.id) };
        },
        async update(params: UpdateParams<InstructorRecord>) {
          await api.command(at(INSTRUCTORS, params.id), 'PUT', instructorRequest({ ...(params.data as Partial<InstructorRecord>), id: String(params.id) }));
          return { data: await instructor(params.id) };
        },
      },
    },
  };
}
