import { act, screen, waitFor } from '@testing-library/react';
import { apiPath, type FamilyRelation } from 'shared-contracts';
import { localeAtom } from 'shared-contracts/runtime';
import { renderWithShell } from 'shared-contracts/testing';
import { useFamilyRelations, yourRelation, yourRelationWithPath } from '.';

describe('a relation on the screens', () => {
  it('in English, as before: "Your" and the word, then the path', () => {
    expect(yourRelation({ word: 'first cousin once removed' })).toBe('Your first cousin once removed');
    expect(yourRelationWithPath({ word: 'grandmother', path: 'through Greta Elder, your mother' })).toBe('Your grandmother, through Greta Elder, your mother');
  });

  it('in another language, the server’s "your", as a line starts, and the comma of its script', () => {
    expect(yourRelation({ word: 'Cousine 2. Grades', yours: 'deine Cousine 2. Grades' })).toBe('Deine Cousine 2. Grades');
    expect(yourRelation({ word: 'cousine germaine', yours: 'votre cousine germaine' })).toBe('Votre cousine germaine');
    expect(yourRelation({ word: 'ابن عم', yours: 'ابن عمك' })).toBe('ابن عمك');
    expect(yourRelation({ word: '⟦ɱööţĥééŕ⟧', yours: '⟦ýýööûûŕ ɱööţĥééŕ⟧' })).toBe('⟦Ýýööûûŕ ɱööţĥééŕ⟧');
    expect(yourRelationWithPath({ word: 'Großmutter', yours: 'deine Großmutter', path: 'über Greta Elder, deine Mutter' })).toBe('Deine Großmutter, über Greta Elder, deine Mutter');
    expect(yourRelationWithPath({ word: 'ابنة خالة', yours: 'ابنة خالتك', path: 'عن طريق غريتا، أمك' })).toBe('ابنة خالتك، عن طريق غريتا، أمك');
    expect(yourRelationWithPath({ word: '表姐', yours: '你的表姐', path: '通过你的母亲王芳' })).toBe('你的表姐，通过你的母亲王芳');
  });
});

describe('useFamilyRelations', () => {
  const ANSWERS: Record<string, FamilyRelation[]> = {
    en: [{ person: 'm2', word: 'sister' }],
    de: [{ person: 'm2', word: 'Schwester', yours: 'deine Schwester' }],
  };

  /** A card as the remotes draw one: they keep only the word. */
  function Card() {
    const word = useFamilyRelations().get(2)?.word;
    return <p>{word ? yourRelation({ word }) : 'no relation yet'}</p>;
  }

  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('asks again in the page’s new language, and never shows the words of the one before', async () => {
    let release = () => {};
    document.documentElement.lang = 'en';
    const { store, requests } = renderWithShell(<Card />, {
      network: [
        {
          method: 'GET',
          url: apiPath('familyRelations'),
          respond: async ({ config }) => {
            const language = String(config.headers['Accept-Language'] ?? 'en');
            if (language === 'de') await new Promise<void>((resolve) => (release = resolve));
            return { status: 200, body: { success: true, data: { me: 'm1', relations: ANSWERS[language] } } };
          },
        },
      ],
    });
    expect(await screen.findByText('Your sister')).toBeInTheDocument();

    act(() => {
      store.set(localeAtom, 'de');
      document.documentElement.lang = 'de';
    });
    // Until the German words come, no English ones.
    expect(await screen.findByText('no relation yet')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('Deine Schwester')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === apiPath('familyRelations')).map((request) => request.headers['Accept-Language'])).toEqual(['en', 'de']);

    // And back: English has no "yours", and the German one is not kept for its word.
    act(() => {
      store.set(localeAtom, 'en');
      document.documentElement.lang = 'en';
    });
    await waitFor(() => expect(screen.getByText('Your sister')).toBeInTheDocument());
  });
});
