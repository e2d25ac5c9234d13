from django.apps import AppConfig


class SynthesisConfig(AppConfig):
    name = "synthesis"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The one place Django settings reach the pipelines' resources (the LLM endpoint, the sandbox policy).
        from importlib import import_module

        from django.conf import settings

        from synthesis.pipelines import resources

        resources.configure(
            llm_settings=settings.ENVSTUDIO_LLM,
            # A re-run job spends no tokens on requests it already made (the rollout stage opts out).
            cache_dir=settings.DATA_DIR / "llm-cache",
            allow_unisolated=settings.ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX,
            endpoints=settings.ENVSTUDIO_LLM_ENDPOINTS,
        )
        # Job kinds are plug-ins: the framework imports no pipeline, each registers itself.
        for module in settings.ENVSTUDIO_PIPELINES:
            import_module(module).register()
