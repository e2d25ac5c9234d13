from tests.fakes.fixtures import fake_gateway, fake_llm_config, fake_openai, fake_openai_process  # noqa: F401
