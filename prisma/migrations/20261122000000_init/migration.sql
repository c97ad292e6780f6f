-- KaamSetu initial schema. Hand-written (the schema engine is not available on the build
-- machines); the first part is what `prisma migrate diff` emits for prisma/schema.prisma, the
-- last part holds the rules Prisma cannot express. api/src/db/schema-drift.test.ts compares the
-- result with the datamodel.

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateFunction
-- array_to_string is only STABLE, so a generated column cannot call it directly.
CREATE OR REPLACE FUNCTION "kaamsetu_immutable_array_to_text"(TEXT[]) RETURNS TEXT
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT array_to_string($1, ' ') $$;

-- CreateEnum
CREATE TYPE "user_type" AS ENUM ('labour', 'employer');

-- CreateEnum
CREATE TYPE "account_state" AS ENUM ('active', 'pending', 'verified', 'blocked');

-- CreateEnum
CREATE TYPE "gender" AS ENUM ('male', 'female', 'other');

-- CreateEnum
CREATE TYPE "preferred_shift" AS ENUM ('day', 'night', 'both');

-- CreateEnum
CREATE TYPE "job_type" AS ENUM ('full_time', 'part_time', 'contract', 'one_time', 'daily_wage');

-- CreateEnum
CREATE TYPE "salary_period" AS ENUM ('per_hour', 'per_day', 'per_week', 'per_month', 'per_job');

-- CreateEnum
CREATE TYPE "job_status" AS ENUM ('draft', 'scheduled', 'active', 'inactive', 'expired', 'archived');

-- CreateEnum
CREATE TYPE "moderation_status" AS ENUM ('pending_approval', 'approved', 'rejected', 'flagged');

-- CreateEnum
CREATE TYPE "application_status" AS ENUM ('pending', 'under_review', 'shortlisted', 'accepted', 'rejected', 'completed', 'cancelled', 'withdrawn');

-- CreateEnum
CREATE TYPE "contact_status" AS ENUM ('not_contacted', 'contacted', 'confirmed', 'denied');

-- CreateEnum
CREATE TYPE "contact_method" AS ENUM ('phone', 'whatsapp', 'email');

-- CreateEnum
CREATE TYPE "verification_kind" AS ENUM ('phone', 'email', 'document', 'skill');

-- CreateEnum
CREATE TYPE "identity_type" AS ENUM ('aadhaar', 'pan', 'voter_id', 'driving_licence', 'gstin');

-- CreateEnum
CREATE TYPE "document_status" AS ENUM ('pending', 'verified', 'rejected');

-- CreateEnum
CREATE TYPE "education_type" AS ENUM ('high_school', 'intermediate', 'vocational_training', 'diploma', 'certification', 'professional_course', 'associate_degree', 'bachelors', 'masters', 'doctorate');

-- CreateEnum
CREATE TYPE "business_type" AS ENUM ('shop', 'service', 'factory', 'contractor', 'household', 'other');

-- CreateEnum
CREATE TYPE "notification_type" AS ENUM ('application_status', 'job_match', 'rating_request');

-- CreateEnum
CREATE TYPE "rating_direction" AS ENUM ('employer_to_labour', 'labour_to_employer');

-- CreateEnum
CREATE TYPE "otp_purpose" AS ENUM ('sign_in', 'registration');

-- CreateEnum
CREATE TYPE "session_kind" AS ENUM ('access', 'registration', 'admin');

-- CreateEnum
CREATE TYPE "admin_role" AS ENUM ('superuser', 'admin', 'moderator', 'operator', 'viewer');

-- CreateEnum
CREATE TYPE "access_level" AS ENUM ('full', 'read_only', 'limited', 'none');

-- CreateEnum
CREATE TYPE "file_purpose" AS ENUM ('resume', 'profile_picture', 'document');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "phone_number" VARCHAR(10) NOT NULL,
    "user_type" "user_type" NOT NULL,
    "account_state" "account_state" NOT NULL DEFAULT 'active',
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL,
    "email" VARCHAR(254),
    "profile_picture_url" VARCHAR(500),
    "state" VARCHAR(100),
    "city" VARCHAR(100),
    "preferred_language" VARCHAR(8) NOT NULL DEFAULT 'en',
    "last_login_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "labour_profiles" (
    "user_id" INTEGER NOT NULL,
    "skills" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "gender" "gender",
    "date_of_birth" DATE,
    "preferred_states" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "preferred_shift" "preferred_shift",
    "experience_years" SMALLINT,
    "languages_known" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "current_salary" INTEGER,
    "current_salary_period" "salary_period",
    "expected_salary" INTEGER,
    "expected_salary_period" "salary_period",
    "resume_url" VARCHAR(500),
    "preferred_job_type" "job_type",
    "preferred_salary_min" INTEGER,
    "preferred_salary_max" INTEGER,
    "preferred_location" VARCHAR(200),
    "willing_to_relocate" BOOLEAN NOT NULL DEFAULT false,
    "contact_by_email" BOOLEAN NOT NULL DEFAULT false,
    "contact_by_phone" BOOLEAN NOT NULL DEFAULT true,
    "contact_by_whatsapp" BOOLEAN NOT NULL DEFAULT true,
    "allow_recruiter_contact" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "labour_profiles_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "employer_profiles" (
    "user_id" INTEGER NOT NULL,
    "company_name" VARCHAR(200),
    "business_type" "business_type",
    "address" VARCHAR(500) NOT NULL,
    "industry" VARCHAR(100),
    "website" VARCHAR(300),
    "gst_number" VARCHAR(15),
    "role" VARCHAR(100),
    "referral_code" VARCHAR(16) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "employer_profiles_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "educations" (
    "id" SERIAL NOT NULL,
    "labour_id" INTEGER NOT NULL,
    "type" "education_type" NOT NULL,
    "institute_name" VARCHAR(200) NOT NULL,
    "field_of_study" VARCHAR(200),
    "start_year" SMALLINT,
    "end_year" SMALLINT,
    "currently_studying" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "educations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "experiences" (
    "id" SERIAL NOT NULL,
    "labour_id" INTEGER NOT NULL,
    "company" VARCHAR(200) NOT NULL,
    "position_title" VARCHAR(200) NOT NULL,
    "responsibilities" TEXT,
    "start_year" SMALLINT,
    "end_year" SMALLINT,
    "currently_working" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "experiences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "identity_documents" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" "identity_type" NOT NULL,
    "number_hash" CHAR(64) NOT NULL,
    "number_last4" VARCHAR(4) NOT NULL,
    "document_url" VARCHAR(500),
    "status" "document_status" NOT NULL DEFAULT 'pending',
    "rejection_reason" VARCHAR(500),
    "replaces_id" INTEGER,
    "reviewed_by_id" INTEGER,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewed_at" TIMESTAMPTZ(3),

    CONSTRAINT "identity_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "jobs" (
    "id" SERIAL NOT NULL,
    "employer_id" INTEGER NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "description" TEXT NOT NULL,
    "requirements" TEXT,
    "skills" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "state" VARCHAR(100) NOT NULL,
    "city" VARCHAR(100),
    "job_type" "job_type" NOT NULL,
    "positions" INTEGER NOT NULL DEFAULT 1,
    "salary_amount" INTEGER,
    "salary_period" "salary_period",
    "duration" VARCHAR(100),
    "preferred_languages" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "require_resume" BOOLEAN NOT NULL DEFAULT false,
    "status" "job_status" NOT NULL DEFAULT 'active',
    "moderation_status" "moderation_status" NOT NULL DEFAULT 'approved',
    "moderation_note" VARCHAR(500),
    "translations" JSONB,
    "view_count" INTEGER NOT NULL DEFAULT 0,
    -- Unsupported("tsvector") in the datamodel; kept up to date by PostgreSQL itself.
    "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, "title"), 'A')
        || setweight(to_tsvector('english'::regconfig, "kaamsetu_immutable_array_to_text"("skills")), 'B')
        || setweight(to_tsvector('english'::regconfig, "description"), 'C')
    ) STORED,
    "published_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applications" (
    "id" SERIAL NOT NULL,
    "job_id" INTEGER,
    "labour_id" INTEGER NOT NULL,
    "status" "application_status" NOT NULL DEFAULT 'pending',
    "cover_note" TEXT,
    "resume_url" VARCHAR(500),
    "preferred_roles" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "preferred_locations" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "feedback" TEXT,
    "contact_status" "contact_status" NOT NULL DEFAULT 'not_contacted',
    "contact_method" "contact_method",
    "contacted_at" TIMESTAMPTZ(3),
    "status_changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "applied_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_jobs" (
    "labour_id" INTEGER NOT NULL,
    "job_id" INTEGER NOT NULL,
    "saved_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_jobs_pkey" PRIMARY KEY ("labour_id","job_id")
);

-- CreateTable
CREATE TABLE "ratings" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "direction" "rating_direction" NOT NULL,
    "rater_id" INTEGER NOT NULL,
    "ratee_id" INTEGER NOT NULL,
    "score" SMALLINT NOT NULL,
    "review" VARCHAR(2000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ratings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_verifications" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "labour_id" INTEGER NOT NULL,
    "contacted" BOOLEAN NOT NULL,
    "verified_methods" "verification_kind"[] NOT NULL DEFAULT ARRAY[]::"verification_kind"[],
    "contact_methods" "contact_method"[] NOT NULL DEFAULT ARRAY[]::"contact_method"[],
    "identity_confirmed" BOOLEAN NOT NULL DEFAULT false,
    "notes" VARCHAR(2000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contact_verifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" "notification_type" NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "message" VARCHAR(2000) NOT NULL,
    "data" JSONB,
    "is_read" BOOLEAN NOT NULL DEFAULT false,
    "read_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "otp_challenges" (
    "id" SERIAL NOT NULL,
    "phone_number" VARCHAR(10) NOT NULL,
    "purpose" "otp_purpose" NOT NULL,
    "code_hash" CHAR(64) NOT NULL,
    "attempts" SMALLINT NOT NULL DEFAULT 0,
    "ip_address" VARCHAR(45),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "consumed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "otp_challenges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "key" VARCHAR(200) NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key","window_start")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" SERIAL NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "kind" "session_kind" NOT NULL,
    "user_id" INTEGER,
    "admin_id" INTEGER,
    "phone_number" VARCHAR(10),
    "user_agent" VARCHAR(500),
    "ip_address" VARCHAR(45),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admins" (
    "id" SERIAL NOT NULL,
    "username" VARCHAR(50) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "full_name" VARCHAR(200) NOT NULL,
    "password_hash" VARCHAR(200) NOT NULL,
    "role" "admin_role" NOT NULL DEFAULT 'viewer',
    "access_level" "access_level" NOT NULL DEFAULT 'read_only',
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_by_id" INTEGER,
    "last_login_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "admins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_audit_logs" (
    "id" SERIAL NOT NULL,
    "admin_id" INTEGER,
    "action" VARCHAR(100) NOT NULL,
    "target_type" VARCHAR(50),
    "target_id" VARCHAR(100),
    "details" JSONB,
    "ip_address" VARCHAR(45),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settings" (
    "key" VARCHAR(100) NOT NULL,
    "value" JSONB NOT NULL,
    "updated_by_id" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "settings_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "testimonials" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "role" VARCHAR(100) NOT NULL,
    "content" VARCHAR(1000) NOT NULL,
    "rating" SMALLINT NOT NULL,
    "image_url" VARCHAR(500),
    "is_published" BOOLEAN NOT NULL DEFAULT true,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "testimonials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "search_logs" (
    "id" SERIAL NOT NULL,
    "query" VARCHAR(200),
    "location" VARCHAR(200),
    "user_id" INTEGER,
    "result_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_views" (
    "id" SERIAL NOT NULL,
    "job_id" INTEGER NOT NULL,
    "viewer_id" INTEGER,
    "viewed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_files" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER,
    "purpose" "file_purpose" NOT NULL,
    "storage_key" VARCHAR(300) NOT NULL,
    "content_type" VARCHAR(100) NOT NULL,
    "size" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_phone_number_key" ON "users"("phone_number");

-- CreateIndex
CREATE INDEX "users_user_type_account_state_created_at_idx" ON "users"("user_type", "account_state", "created_at" DESC);

-- CreateIndex
CREATE INDEX "users_created_at_idx" ON "users"("created_at" DESC);

-- CreateIndex
CREATE INDEX "labour_profiles_skills_idx" ON "labour_profiles" USING GIN ("skills");

-- CreateIndex
CREATE UNIQUE INDEX "employer_profiles_referral_code_key" ON "employer_profiles"("referral_code");

-- CreateIndex
CREATE INDEX "educations_labour_id_idx" ON "educations"("labour_id");

-- CreateIndex
CREATE INDEX "experiences_labour_id_idx" ON "experiences"("labour_id");

-- CreateIndex
CREATE UNIQUE INDEX "identity_documents_replaces_id_key" ON "identity_documents"("replaces_id");

-- CreateIndex
CREATE INDEX "identity_documents_user_id_type_idx" ON "identity_documents"("user_id", "type");

-- CreateIndex
CREATE INDEX "identity_documents_type_number_hash_idx" ON "identity_documents"("type", "number_hash");

-- CreateIndex
CREATE INDEX "identity_documents_status_submitted_at_idx" ON "identity_documents"("status", "submitted_at");

-- CreateIndex
CREATE INDEX "jobs_employer_id_status_created_at_idx" ON "jobs"("employer_id", "status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "jobs_status_moderation_status_created_at_idx" ON "jobs"("status", "moderation_status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "jobs_state_city_idx" ON "jobs"("state", "city");

-- CreateIndex
CREATE INDEX "jobs_job_type_idx" ON "jobs"("job_type");

-- CreateIndex
CREATE UNIQUE INDEX "applications_job_id_labour_id_key" ON "applications"("job_id", "labour_id");

-- CreateIndex
CREATE INDEX "applications_job_id_status_applied_at_idx" ON "applications"("job_id", "status", "applied_at" DESC);

-- CreateIndex
CREATE INDEX "applications_labour_id_status_applied_at_idx" ON "applications"("labour_id", "status", "applied_at" DESC);

-- CreateIndex
CREATE INDEX "applications_applied_at_idx" ON "applications"("applied_at");

-- CreateIndex
CREATE INDEX "saved_jobs_job_id_idx" ON "saved_jobs"("job_id");

-- CreateIndex
CREATE UNIQUE INDEX "ratings_application_id_direction_key" ON "ratings"("application_id", "direction");

-- CreateIndex
CREATE INDEX "ratings_ratee_id_created_at_idx" ON "ratings"("ratee_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "ratings_rater_id_idx" ON "ratings"("rater_id");

-- CreateIndex
CREATE UNIQUE INDEX "contact_verifications_application_id_key" ON "contact_verifications"("application_id");

-- CreateIndex
CREATE INDEX "contact_verifications_labour_id_idx" ON "contact_verifications"("labour_id");

-- CreateIndex
CREATE INDEX "notifications_user_id_is_read_created_at_idx" ON "notifications"("user_id", "is_read", "created_at" DESC);

-- CreateIndex
CREATE INDEX "otp_challenges_phone_number_created_at_idx" ON "otp_challenges"("phone_number", "created_at" DESC);

-- CreateIndex
CREATE INDEX "otp_challenges_ip_address_created_at_idx" ON "otp_challenges"("ip_address", "created_at" DESC);

-- CreateIndex
CREATE INDEX "rate_limit_buckets_expires_at_idx" ON "rate_limit_buckets"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions"("token_hash");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_admin_id_idx" ON "sessions"("admin_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "admins_username_key" ON "admins"("username");

-- CreateIndex
CREATE UNIQUE INDEX "admins_email_key" ON "admins"("email");

-- CreateIndex
CREATE INDEX "admin_audit_logs_created_at_idx" ON "admin_audit_logs"("created_at" DESC);

-- CreateIndex
CREATE INDEX "admin_audit_logs_admin_id_created_at_idx" ON "admin_audit_logs"("admin_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "admin_audit_logs_target_type_target_id_idx" ON "admin_audit_logs"("target_type", "target_id");

-- CreateIndex
CREATE INDEX "testimonials_is_published_sort_order_idx" ON "testimonials"("is_published", "sort_order");

-- CreateIndex
CREATE INDEX "search_logs_created_at_query_idx" ON "search_logs"("created_at", "query");

-- CreateIndex
CREATE INDEX "job_views_job_id_viewed_at_idx" ON "job_views"("job_id", "viewed_at");

-- CreateIndex
CREATE UNIQUE INDEX "stored_files_storage_key_key" ON "stored_files"("storage_key");

-- CreateIndex
CREATE INDEX "stored_files_owner_id_idx" ON "stored_files"("owner_id");

-- AddForeignKey
ALTER TABLE "labour_profiles" ADD CONSTRAINT "labour_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employer_profiles" ADD CONSTRAINT "employer_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "educations" ADD CONSTRAINT "educations_labour_id_fkey" FOREIGN KEY ("labour_id") REFERENCES "labour_profiles"("user_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_labour_id_fkey" FOREIGN KEY ("labour_id") REFERENCES "labour_profiles"("user_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_replaces_id_fkey" FOREIGN KEY ("replaces_id") REFERENCES "identity_documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_reviewed_by_id_fkey" FOREIGN KEY ("reviewed_by_id") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_id_fkey" FOREIGN KEY ("employer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_labour_id_fkey" FOREIGN KEY ("labour_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_labour_id_fkey" FOREIGN KEY ("labour_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_fkey" FOREIGN KEY ("rater_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_ratee_id_fkey" FOREIGN KEY ("ratee_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_verifications" ADD CONSTRAINT "contact_verifications_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_verifications" ADD CONSTRAINT "contact_verifications_labour_id_fkey" FOREIGN KEY ("labour_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "admins" ADD CONSTRAINT "admins_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "admin_audit_logs" ADD CONSTRAINT "admin_audit_logs_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "search_logs" ADD CONSTRAINT "search_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_viewer_id_fkey" FOREIGN KEY ("viewer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Rules Prisma cannot express.

-- AddCheckConstraint: users
ALTER TABLE "users" ADD CONSTRAINT "users_phone_number_check" CHECK ("phone_number" ~ '^[6-9][0-9]{9}$');

-- AddCheckConstraint: labour_profiles
ALTER TABLE "labour_profiles" ADD CONSTRAINT "labour_profiles_current_salary_check" CHECK ("current_salary" >= 0);
ALTER TABLE "labour_profiles" ADD CONSTRAINT "labour_profiles_expected_salary_check" CHECK ("expected_salary" >= 0);
ALTER TABLE "labour_profiles" ADD CONSTRAINT "labour_profiles_preferred_salary_min_check" CHECK ("preferred_salary_min" >= 0);
ALTER TABLE "labour_profiles" ADD CONSTRAINT "labour_profiles_preferred_salary_max_check" CHECK ("preferred_salary_max" >= 0);
ALTER TABLE "labour_profiles" ADD CONSTRAINT "labour_profiles_preferred_salary_range_check" CHECK ("preferred_salary_min" IS NULL OR "preferred_salary_max" IS NULL OR "preferred_salary_min" <= "preferred_salary_max");
ALTER TABLE "labour_profiles" ADD CONSTRAINT "labour_profiles_experience_years_check" CHECK ("experience_years" BETWEEN 0 AND 80);

-- AddCheckConstraint: educations, experiences
ALTER TABLE "educations" ADD CONSTRAINT "educations_years_check" CHECK ("start_year" IS NULL OR "end_year" IS NULL OR "end_year" >= "start_year");
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_years_check" CHECK ("start_year" IS NULL OR "end_year" IS NULL OR "end_year" >= "start_year");

-- AddCheckConstraint: jobs
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_positions_check" CHECK ("positions" >= 1);
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_amount_check" CHECK ("salary_amount" >= 0);
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_check" CHECK (("salary_amount" IS NULL) = ("salary_period" IS NULL));

-- AddCheckConstraint: ratings
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_score_check" CHECK ("score" BETWEEN 1 AND 5);
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_ratee_check" CHECK ("rater_id" <> "ratee_id");

-- AddCheckConstraint: otp_challenges
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_phone_number_check" CHECK ("phone_number" ~ '^[6-9][0-9]{9}$');
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_attempts_check" CHECK ("attempts" >= 0);

-- AddCheckConstraint: sessions (each kind has exactly the owner it needs and no other)
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_owner_check" CHECK (
    ("kind" = 'access' AND "user_id" IS NOT NULL AND "admin_id" IS NULL AND "phone_number" IS NULL)
    OR ("kind" = 'admin' AND "admin_id" IS NOT NULL AND "user_id" IS NULL AND "phone_number" IS NULL)
    OR ("kind" = 'registration' AND "phone_number" IS NOT NULL AND "user_id" IS NULL AND "admin_id" IS NULL)
);

-- AddCheckConstraint: testimonials
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_rating_check" CHECK ("rating" BETWEEN 1 AND 5);

-- AddCheckConstraint: stored_files
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_size_check" CHECK ("size" >= 0);

-- CreateIndex: full-text and fuzzy search on jobs
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING GIN ("search_vector");
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING GIN (lower("title") gin_trgm_ops);
CREATE INDEX "jobs_city_trgm_idx" ON "jobs" USING GIN (lower("city") gin_trgm_ops);
CREATE INDEX "jobs_state_trgm_idx" ON "jobs" USING GIN (lower("state") gin_trgm_ops);
CREATE INDEX "jobs_skills_idx" ON "jobs" USING GIN ("skills");

-- CreateIndex: the public job list, newest first
CREATE INDEX "jobs_public_recent_idx" ON "jobs"("created_at" DESC, "id" DESC)
    WHERE "status" = 'active' AND "moderation_status" = 'approved';

-- CreateIndex: case-insensitive email look-up
CREATE INDEX "users_email_idx" ON "users"(lower("email"));

-- CreateIndex: one verified holder per identity document number
CREATE UNIQUE INDEX "identity_documents_verified_number_key" ON "identity_documents"("type", "number_hash")
    WHERE "status" = 'verified';

-- CreateIndex: OTP challenges still open for a phone
CREATE INDEX "otp_challenges_live_idx" ON "otp_challenges"("phone_number", "created_at" DESC)
    WHERE "consumed_at" IS NULL;

-- CreateIndex: popular searches
CREATE INDEX "search_logs_query_trgm_idx" ON "search_logs" USING GIN (lower("query") gin_trgm_ops);
