from django.apps import AppConfig


class SynthesisConfig(AppConfig):
    name = "synthesis"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The one place Django settings reach the pipelines' resources (the LLM endpoint, the sandbox policy).
        from django.conf import settings

        from synthesis.pipelines import resources

        resources.configure(
            llm_settings=settings.ENVSTUDIO_LLM,
            cache_dir=None,
            allow_unisolated=settings.ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX,
        )
