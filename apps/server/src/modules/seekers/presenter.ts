import type {
  DocumentRecord,
  ExperienceRecord,
  LanguageRecord,
  PreferenceRecord,
  QualificationRecord,
  ResumeRecord,
  SeekerProfile,
  SkillRecord,
} from '@portal/shared/schemas/seekers';
import { isoDate } from '../../lib/iso-date';
import type {
  DocumentRow,
  ExperienceRow,
  LanguageRow,
  PreferenceRow,
  ProfileWithEmail,
  QualificationRow,
  ResumeRow,
  SkillRow,
} from './repository';

// Rows → the wire shapes of packages/shared/src/schemas/seekers.ts. Personal files are given as API paths
// that serve them only to those allowed, with their token (never a public URL).

/** The API path of a seeker's personal file (GET seeker-files/{key}). */
export const seekerFilePath = (key: string | null): string | null =>
  key ? `/api/seeker-files/${key}` : null;

export function presentProfile(row: ProfileWithEmail): SeekerProfile {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    nationality: row.nationality,
    dob: row.dob,
    employment_status: row.employmentStatus,
    qualification: row.qualification,
    experience: row.experience,
    address: row.address,
    home_island: row.homeIsland,
    willing_to_relocate: row.willingToRelocate,
    picture: seekerFilePath(row.picture),
    seeking_job: row.seekingJob ? 1 : 0,
    updated_at: isoDate(row.updatedAt),
  };
}

export function presentResume(row: ResumeRow, resumeName: string | null): ResumeRecord {
  return {
    id: row.id,
    job_seeker_profile_id: row.jobSeekerProfileId,
    introduction: row.introduction,
    resume: seekerFilePath(row.resume),
    resume_name: row.resume ? resumeName : null,
  };
}

export function presentExperience(row: ExperienceRow): ExperienceRecord {
  return {
    id: row.id,
    resume_id: row.resumeId,
    employer: row.employer,
    job_category: row.jobCategory,
    job_title: row.jobTitle,
    year_from: row.yearFrom,
    year_to: row.yearTo,
    current: row.current ? 1 : 0,
    referee_name: row.refereeName,
    referee_contact: row.refereeContact,
    referee_phone: row.refereePhone,
    work_summary: row.workSummary,
    responsibilities: row.responsibilities,
  };
}

export function presentQualification(row: QualificationRow): QualificationRecord {
  return {
    id: row.id,
    resume_id: row.resumeId,
    level: row.level,
    institute: row.institute,
    course_name: row.courseName,
    year: row.year,
  };
}

export function presentSkill(row: SkillRow): SkillRecord {
  return { id: row.id, job_seeker_profile_id: row.jobSeekerProfileId, title: row.title, level: row.level };
}

export function presentLanguage(row: LanguageRow): LanguageRecord {
  return {
    id: row.id,
    job_seeker_profile_id: row.jobSeekerProfileId,
    language: row.language,
    level: row.level,
  };
}

export function presentPreference(row: PreferenceRow): PreferenceRecord {
  return {
    id: row.id,
    user_id: row.userId,
    preferred_location: row.preferredLocation,
    // Never empty: a row a writer left without its list (the migration's trigger fills it) still has one.
    preferred_locations: row.preferredLocations.length > 0 ? row.preferredLocations : [row.preferredLocation],
    work_sector: row.workSector,
    work_category: row.workCategory,
    salary_range: row.salaryRange,
    job_type: row.jobType,
    alert_frequency: row.alertFrequency,
  };
}

export function presentDocument(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    job_seeker_profile_id: row.jobSeekerProfileId,
    type: row.type,
    file_url: seekerFilePath(row.fileKey)!,
    file_name: row.fileName,
    updated_at: isoDate(row.updatedAt),
  };
}
