-- Course registration: students enrol in courses that departments offer and instructors teach.
-- Written for envstudio's task text tests (issue 40): the kind of schema a new user brings.
CREATE TABLE departments (
    department_id SERIAL PRIMARY KEY,
    code          VARCHAR(12) NOT NULL UNIQUE,
    name          VARCHAR(120) NOT NULL
);

CREATE TABLE instructors (
    instructor_id SERIAL PRIMARY KEY,
    department_id INTEGER NOT NULL REFERENCES departments (department_id),
    full_name     VARCHAR(120) NOT NULL,
    email         VARCHAR(200) NOT NULL UNIQUE
);

CREATE TABLE courses (
    course_id     SERIAL PRIMARY KEY,
    department_id INTEGER NOT NULL REFERENCES departments (department_id),
    instructor_id INTEGER REFERENCES instructors (instructor_id),
    title         VARCHAR(200) NOT NULL,
    credits       INTEGER NOT NULL DEFAULT 3 CHECK (credits BETWEEN 1 AND 10),
    capacity      INTEGER NOT NULL DEFAULT 30
);

CREATE TABLE students (
    student_id    SERIAL PRIMARY KEY,
    full_name     VARCHAR(120) NOT NULL,
    email         VARCHAR(200) NOT NULL UNIQUE,
    phone         VARCHAR(30),
    dob           DATE,
    enrolled_since DATE NOT NULL
);

CREATE TABLE enrollments (
    enrollment_id SERIAL PRIMARY KEY,
    student_id    INTEGER NOT NULL REFERENCES students (student_id),
    course_id     INTEGER NOT NULL REFERENCES courses (course_id),
    status        VARCHAR(12) NOT NULL DEFAULT 'enrolled' CHECK (status IN ('enrolled', 'completed', 'dropped')),
    grade         VARCHAR(2),
    UNIQUE (student_id, course_id)
);
