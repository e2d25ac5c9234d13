from django.apps import AppConfig


class SynthesisConfig(AppConfig):
    name = "synthesis"
    default_auto_field = "django.db.models.BigAutoField"
