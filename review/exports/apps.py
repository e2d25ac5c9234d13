from django.apps import AppConfig


class ExportsConfig(AppConfig):
    """Export jobs and downloads; the bundle code beside it is plain Python and needs no app."""

    name = "review.exports"
    label = "exports"
    default_auto_field = "django.db.models.BigAutoField"
