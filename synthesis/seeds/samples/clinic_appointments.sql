-- Clinic appointments: patients book appointments with clinicians in treatment rooms; clinicians write
-- prescriptions during appointments. Written for envstudio as a sample seed (MySQL dialect).

CREATE TABLE `patients` (
  `patient_id` INT NOT NULL AUTO_INCREMENT COMMENT 'Internal patient number',
  `full_name` VARCHAR(120) NOT NULL COMMENT 'Name as on the insurance card',
  `date_of_birth` DATE NOT NULL COMMENT 'Used to tell patients with the same name apart',
  `insurance_number` VARCHAR(20) NOT NULL UNIQUE COMMENT 'Health insurance number, unique per patient',
  `phone` VARCHAR(30) NULL COMMENT 'Phone number for reminders',
  `created_at` DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (`patient_id`)
) ENGINE=InnoDB COMMENT='People treated at the clinic';

CREATE TABLE `clinicians` (
  `clinician_id` INT NOT NULL AUTO_INCREMENT,
  `full_name` VARCHAR(120) NOT NULL COMMENT 'Name with title, e.g. Dr. Ana Ruiz',
  `specialty` ENUM('general', 'pediatrics', 'dermatology', 'cardiology', 'physiotherapy') NOT NULL
      COMMENT 'Main field of practice',
  `license_number` VARCHAR(20) NOT NULL UNIQUE COMMENT 'Professional license, unique',
  `active` TINYINT(1) NOT NULL DEFAULT 1 COMMENT 'Whether the clinician takes new appointments',
  PRIMARY KEY (`clinician_id`)
) ENGINE=InnoDB COMMENT='Doctors and therapists who see patients';

CREATE TABLE `rooms` (
  `room_id` INT NOT NULL AUTO_INCREMENT,
  `code` VARCHAR(10) NOT NULL UNIQUE COMMENT 'Door sign, e.g. A-101',
  `floor` INT NOT NULL DEFAULT 0 COMMENT 'Floor number, 0 is the ground floor',
  `kind` ENUM('consultation', 'treatment', 'imaging') NOT NULL DEFAULT 'consultation' COMMENT 'What the room is equipped for',
  PRIMARY KEY (`room_id`),
  CHECK (`floor` BETWEEN -2 AND 10)
) ENGINE=InnoDB COMMENT='Rooms where appointments take place';

CREATE TABLE `appointments` (
  `appointment_id` INT NOT NULL AUTO_INCREMENT,
  `patient_id` INT NOT NULL COMMENT 'Who is seen',
  `clinician_id` INT NOT NULL COMMENT 'Who sees the patient',
  `room_id` INT NULL COMMENT 'Where; empty for video consultations',
  `starts_at` DATETIME NOT NULL COMMENT 'Start of the slot',
  `ends_at` DATETIME NOT NULL COMMENT 'End of the slot, after the start',
  `status` ENUM('scheduled', 'checked_in', 'completed', 'cancelled', 'no_show') NOT NULL DEFAULT 'scheduled'
      COMMENT 'Life cycle of the appointment',
  `reason` TEXT NULL COMMENT 'Why the patient comes, in the patient''s words',
  PRIMARY KEY (`appointment_id`),
  CONSTRAINT `appointment_time_order` CHECK (`ends_at` > `starts_at`),
  CONSTRAINT `fk_appointment_patient` FOREIGN KEY (`patient_id`) REFERENCES `patients` (`patient_id`) ON DELETE CASCADE,
  CONSTRAINT `fk_appointment_clinician` FOREIGN KEY (`clinician_id`) REFERENCES `clinicians` (`clinician_id`),
  CONSTRAINT `fk_appointment_room` FOREIGN KEY (`room_id`) REFERENCES `rooms` (`room_id`) ON DELETE SET NULL
) ENGINE=InnoDB COMMENT='A patient seeing a clinician at a time';

CREATE TABLE `prescriptions` (
  `prescription_id` INT NOT NULL AUTO_INCREMENT,
  `appointment_id` INT NOT NULL COMMENT 'The appointment in which it was written',
  `medication` VARCHAR(120) NOT NULL COMMENT 'Active ingredient and strength, e.g. ibuprofen 400 mg',
  `dose_per_day` INT NOT NULL COMMENT 'Number of doses a day',
  `days` INT NOT NULL DEFAULT 7 COMMENT 'How many days to take it',
  `refills` INT NOT NULL DEFAULT 0 COMMENT 'How many times it may be refilled',
  PRIMARY KEY (`prescription_id`),
  CHECK (`dose_per_day` BETWEEN 1 AND 12),
  CHECK (`days` > 0 AND `days` <= 365),
  CHECK (`refills` >= 0),
  FOREIGN KEY (`appointment_id`) REFERENCES `appointments` (`appointment_id`) ON DELETE CASCADE
) ENGINE=InnoDB COMMENT='Medication prescribed during an appointment';

CREATE INDEX `appointments_starts_at` ON `appointments` (`starts_at`);
