from django.apps import AppConfig


class AuditConfig(AppConfig):
    name = "envstudio.audit"
    label = "audit"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from envstudio.audit import login_throttle

        login_throttle.connect_signals()
