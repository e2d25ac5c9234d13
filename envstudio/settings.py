"""envstudio settings: all from environment variables with safe defaults (see docs/running.md)."""

from __future__ import annotations

import os
from pathlib import Path

from kombu import Exchange, Queue

from envstudio.conf import (
    broker_config,
    database_config,
    env_bool,
    env_choice,
    env_number,
    llm_endpoints_config,
    load_secret_key,
    parse_allowed_hosts,
)

BASE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = Path(os.environ.get("ENVSTUDIO_DATA_DIR") or BASE_DIR / "var").resolve()
DATA_DIR.mkdir(parents=True, exist_ok=True)

DEBUG = env_bool(name="DEBUG", default=False)
# The embedded defaults (no DATABASE_URL) are the local/demo mode, where a generated SECRET_KEY is fine.
DEV_MODE = not os.environ.get("DATABASE_URL")
SECRET_KEY = load_secret_key(
    configured=os.environ.get("SECRET_KEY"), debug=DEBUG, dev_mode=DEV_MODE, data_dir=DATA_DIR
)
ALLOWED_HOSTS = [
    host.strip() for host in os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost").split(",") if host.strip()
]
CSRF_TRUSTED_ORIGINS = [
    origin.strip() for origin in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if origin.strip()
]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_htmx",
    "envstudio.tenancy",
    "envstudio.audit",
    "synthesis",
    "review",
    "review.exports",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # Every view needs a login unless marked @login_not_required (the login page is).
    "django.contrib.auth.middleware.LoginRequiredMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "envstudio.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "envstudio.context_processors.sandbox",
            ],
        },
    },
]
WSGI_APPLICATION = "envstudio.wsgi.application"
ASGI_APPLICATION = "envstudio.asgi.application"

DATABASES = {"default": database_config(database_url=os.environ.get("DATABASE_URL"), data_dir=DATA_DIR)}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
# Login throttling (envstudio.audit.login_throttle): this many failures per username in the window lock it.
ENVSTUDIO_LOGIN_MAX_FAILURES = int(env_number(name="ENVSTUDIO_LOGIN_MAX_FAILURES", default=5))
ENVSTUDIO_LOGIN_WINDOW_SECONDS = int(env_number(name="ENVSTUDIO_LOGIN_WINDOW_SECONDS", default=15 * 60))
# Site-wide roles (issue 39): who may create workspaces ("staff", or "everyone" logged in) and accounts
# ("staff", or "admins": a workspace's admins, for their workspace). The command line is the operator.
ENVSTUDIO_WORKSPACE_CREATORS = env_choice(
    name="ENVSTUDIO_WORKSPACE_CREATORS", default="staff", choices=("staff", "everyone")
)
ENVSTUDIO_ACCOUNT_CREATORS = env_choice(
    name="ENVSTUDIO_ACCOUNT_CREATORS", default="staff", choices=("staff", "admins")
)
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "workspace-list"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = DATA_DIR / "staticfiles"
STATIC_ROOT.mkdir(exist_ok=True)  # whitenoise warns about a missing one on every start
# Serve straight from the app/static folders so the demo needs no collectstatic step.
WHITENOISE_USE_FINDERS = True
MEDIA_ROOT = DATA_DIR / "media"
MEDIA_URL = "media/"
FILE_UPLOAD_MAX_MEMORY_SIZE = 5 * 1024 * 1024
DATA_UPLOAD_MAX_MEMORY_SIZE = 50 * 1024 * 1024
# Largest spec upload (SQL DDL or dump, OpenAPI); SQL dumps are read as a stream, so large ones cost disk, not
# memory. Corpus uploads keep their own 5 MB limit.
ENVSTUDIO_MAX_SEED_FILE_BYTES = int(os.environ.get("ENVSTUDIO_MAX_SEED_FILE_BYTES") or 100 * 1024 * 1024)

SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SECURE = env_bool(name="SESSION_COOKIE_SECURE", default=False)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
# SESSION_COOKIE_SECURE=1 says the site is served over HTTPS: then HTTP redirects to HTTPS and browsers are
# told to keep to HTTPS (HSTS), each overridable. Behind a proxy that terminates TLS, set
# SECURE_PROXY_SSL_HEADER=1 so the proxy's X-Forwarded-Proto says a request came over HTTPS.
HTTPS = SESSION_COOKIE_SECURE
SECURE_SSL_REDIRECT = env_bool(name="SECURE_SSL_REDIRECT", default=HTTPS)
SECURE_HSTS_SECONDS = int(env_number(name="SECURE_HSTS_SECONDS", default=365 * 24 * 3600 if HTTPS else 0))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool(name="SECURE_HSTS_INCLUDE_SUBDOMAINS", default=HTTPS)
SECURE_HSTS_PRELOAD = env_bool(name="SECURE_HSTS_PRELOAD", default=HTTPS)
if env_bool(name="SECURE_PROXY_SSL_HEADER", default=False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
X_FRAME_OPTIONS = "DENY"

# --- LLM endpoints (the operator's: jobs and workspaces choose one by name, only admins may) ----------------
# The legacy LLM_* variables are the endpoint named "default".
ENVSTUDIO_LLM = {
    "LLM_BASE_URL": os.environ.get("LLM_BASE_URL", ""),
    "LLM_API_KEY": os.environ.get("LLM_API_KEY", ""),
    "LLM_MODEL": os.environ.get("LLM_MODEL", ""),
    "LLM_STRUCTURED_MODE": os.environ.get("LLM_STRUCTURED_MODE", "json_schema"),
    "LLM_TIMEOUT": env_number(name="LLM_TIMEOUT", default=120.0),
    "LLM_MAX_RETRIES": int(env_number(name="LLM_MAX_RETRIES", default=3)),
    "LLM_MAX_CONCURRENCY": int(env_number(name="LLM_MAX_CONCURRENCY", default=8)),
    "LLM_INPUT_COST_PER_MTOK": env_number(name="LLM_INPUT_COST_PER_MTOK", default=0.0),
    "LLM_OUTPUT_COST_PER_MTOK": env_number(name="LLM_OUTPUT_COST_PER_MTOK", default=0.0),
    "LLM_MODERATION": env_bool(name="LLM_MODERATION", default=False),
    "LLM_EMBEDDINGS_MODEL": os.environ.get("LLM_EMBEDDINGS_MODEL") or None,
}
# More named endpoints: JSON name -> {base_url, model, api_key_env (the NAME of the variable with the key),
# structured_mode, max_concurrency, input_cost_per_mtok, output_cost_per_mtok, ...} (see docs/llm.md).
ENVSTUDIO_LLM_ENDPOINTS = llm_endpoints_config(raw=os.environ.get("LLM_ENDPOINTS", ""))
# Hosts an admin may point a job at with a free-form llm_base_url (sent without any key); empty: none.
ENVSTUDIO_LLM_ALLOWED_HOSTS = parse_allowed_hosts(os.environ.get("LLM_ALLOWED_HOSTS", ""))
ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX = env_bool(name="ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX", default=False)
# The bearer token `serve_mcp --http` requires (on every request); needed to bind anything but loopback.
MCP_HTTP_TOKEN = os.environ.get("MCP_HTTP_TOKEN", "")

# --- bundle imports (untrusted zips): limits checked from the zip headers, enforced while reading -----
ENVSTUDIO_IMPORT_MAX_MEMBER_BYTES = int(
    env_number(name="ENVSTUDIO_IMPORT_MAX_MEMBER_BYTES", default=256 * 2**20)
)
ENVSTUDIO_IMPORT_MAX_TOTAL_BYTES = int(env_number(name="ENVSTUDIO_IMPORT_MAX_TOTAL_BYTES", default=2**30))
ENVSTUDIO_IMPORT_MAX_MEMBERS = int(env_number(name="ENVSTUDIO_IMPORT_MAX_MEMBERS", default=20_000))
# EnvScaler imports (issues 39, 42): each uploaded file, and environments and scenarios per import. The files
# are read member by member (memory does not grow with them), and the release has 191 and ~7,000.
ENVSTUDIO_ENVSCALER_MAX_FILE_BYTES = int(
    env_number(name="ENVSTUDIO_ENVSCALER_MAX_FILE_BYTES", default=128 * 2**20)
)
ENVSTUDIO_ENVSCALER_MAX_ENVIRONMENTS = int(
    env_number(name="ENVSTUDIO_ENVSCALER_MAX_ENVIRONMENTS", default=200)
)
ENVSTUDIO_ENVSCALER_MAX_SCENARIOS = int(env_number(name="ENVSTUDIO_ENVSCALER_MAX_SCENARIOS", default=10_000))

# --- Celery -------------------------------------------------------------------------------------------------
CELERY_BROKER_URL, CELERY_BROKER_TRANSPORT_OPTIONS, ENVSTUDIO_BROKER_KIND = broker_config(
    broker_url=os.environ.get("CELERY_BROKER_URL") or os.environ.get("REDIS_URL"), data_dir=DATA_DIR
)
ENVSTUDIO_TASK_SOFT_TIME_LIMIT = int(env_number(name="ENVSTUDIO_TASK_SOFT_TIME_LIMIT", default=25 * 60))
ENVSTUDIO_TASK_TIME_LIMIT = int(env_number(name="ENVSTUDIO_TASK_TIME_LIMIT", default=30 * 60))
# A running step beats every ENVSTUDIO_HEARTBEAT_SECONDS (a thread beside its computation); a job whose last
# beat is older than ENVSTUDIO_JOB_STALE_SECONDS lost its worker, and the reaper resumes it.
ENVSTUDIO_HEARTBEAT_SECONDS = env_number(name="ENVSTUDIO_HEARTBEAT_SECONDS", default=15.0)
ENVSTUDIO_JOB_STALE_SECONDS = int(env_number(name="ENVSTUDIO_JOB_STALE_SECONDS", default=90))
ENVSTUDIO_REAPER_INTERVAL = env_number(name="ENVSTUDIO_REAPER_INTERVAL", default=30.0)
# Which queues live workers consume is asked at most this often per process (job pages, --wait, the reaper).
ENVSTUDIO_QUEUE_CHECK_SECONDS = env_number(name="ENVSTUDIO_QUEUE_CHECK_SECONDS", default=10.0)
# A job waiting this long on a queue no live worker consumes fails with that reason (never re-sent meanwhile).
ENVSTUDIO_QUEUE_WAIT_LIMIT_SECONDS = env_number(name="ENVSTUDIO_QUEUE_WAIT_LIMIT_SECONDS", default=15 * 60.0)
# A step interrupted this many times (its worker died each time) fails the job instead of looping forever.
ENVSTUDIO_MAX_STEP_ATTEMPTS = int(env_number(name="ENVSTUDIO_MAX_STEP_ATTEMPTS", default=3))
ENVSTUDIO_BROKER_VISIBILITY_TIMEOUT = int(
    env_number(name="ENVSTUDIO_BROKER_VISIBILITY_TIMEOUT", default=2 * ENVSTUDIO_TASK_TIME_LIMIT + 10 * 60)
)
if ENVSTUDIO_BROKER_KIND != "filesystem":
    CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": ENVSTUDIO_BROKER_VISIBILITY_TIMEOUT}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}

CELERY_TASK_ACKS_LATE = (
    True  # a task is acknowledged only after it finished: a killed worker's task is redelivered
)
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1  # long tasks: do not hoard messages other workers could run
CELERY_TASK_IGNORE_RESULT = (
    True  # stage hand-over goes through the database, never through task results or chords
)
CELERY_TASK_SOFT_TIME_LIMIT = ENVSTUDIO_TASK_SOFT_TIME_LIMIT
CELERY_TASK_TIME_LIMIT = ENVSTUDIO_TASK_TIME_LIMIT
# Prefixed queue names let several envstudio instances (or parallel test runs) share one Redis.
ENVSTUDIO_QUEUE_PREFIX = os.environ.get("ENVSTUDIO_QUEUE_PREFIX", "")

# The job kinds of this installation: modules whose register() adds a JobKind (synthesis.jobs.registry) at app
# start. ENVSTUDIO_EXTRA_PIPELINES (comma-separated module names) adds kinds without editing this file.
ENVSTUDIO_PIPELINES = [
    "synthesis.pipelines.domain",
    "synthesis.pipelines.domains",
    "synthesis.pipelines.corpus",
    "synthesis.pipelines.spec",
    "synthesis.pipelines.rollout",
    *[name.strip() for name in os.environ.get("ENVSTUDIO_EXTRA_PIPELINES", "").split(",") if name.strip()],
]
CELERY_TASK_DEFAULT_QUEUE = f"{ENVSTUDIO_QUEUE_PREFIX}default"
# Declared, so that a worker started without -Q consumes every queue the project uses.
CELERY_TASK_QUEUES = [
    Queue(
        f"{ENVSTUDIO_QUEUE_PREFIX}{pool}",
        Exchange(f"{ENVSTUDIO_QUEUE_PREFIX}{pool}"),
        routing_key=f"{ENVSTUDIO_QUEUE_PREFIX}{pool}",
    )
    for pool in ("default", "llm", "sandbox")
]
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
CELERY_BEAT_SCHEDULE = {
    "reap-stalled-jobs": {"task": "synthesis.tasks.reap_stalled_jobs", "schedule": ENVSTUDIO_REAPER_INTERVAL},
    "resume-stale-envscaler-imports": {
        "task": "review.resume_stale_envscaler_imports",
        "schedule": ENVSTUDIO_REAPER_INTERVAL,
    },
}
CELERY_BEAT_SCHEDULE_FILENAME = str(DATA_DIR / "celerybeat-schedule")
