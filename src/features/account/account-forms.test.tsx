import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import { getI18n } from '@/i18n/i18n-instances';
import { LoginForm } from './account-forms';
import { RegisterForm } from './register-form';
import { authSlice } from './auth-slice';

afterEach(cleanup);

async function renderIn(locale: 'nb' | 'nn', form: React.ReactNode) {
  await ensureNamespaces(locale, ['account']);
  render(
    <Provider store={configureStore({ reducer: combineSlices(authSlice) })}>
      <I18nextProvider i18n={getI18n(locale)}>
        <MemoryRouter initialEntries={[locale === 'nn' ? '/nn' : '/']}>{form}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('login form', () => {
  it('says what is missing before sending anything, and shows and hides the password', async () => {
    await renderIn('nb', <LoginForm onDone={() => undefined} onForgot={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(screen.getAllByText('Dette feltet er obligatorisk.')).toHaveLength(2);
    const email = screen.getByLabelText('E-post');
    fireEvent.change(email, { target: { value: 'ola@' } });
    expect(screen.getByText('Du må skrive inn en gyldig e-postadresse.')).toBeTruthy();
    const password = screen.getByLabelText('Passord');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Vis passord' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Skjul passord' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});

describe('create-account form', () => {
  it('wants 7 characters and two equal entries, in Nynorsk', async () => {
    await renderIn('nn', <RegisterForm onDone={() => undefined} />);
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'kari@example.no' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'kort' } });
    fireEvent.change(screen.getByLabelText('Gjenta passordet'), { target: { value: 'annleis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opprett konto' }));
    expect(screen.getByText('Passordet må ha minst 7 teikn.')).toBeTruthy();
    expect(screen.getByText('Dei to passorda må vere like.')).toBeTruthy();
    // The first field in error takes the focus (its message is read with it).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Passord')));
  });

  it('starts as the customer type the shopper chose in the shop', async () => {
    const types = [
      { type: 'PERSON', vatIncluded: true },
      { type: 'COMPANY', vatIncluded: false },
    ];
    await renderIn(
      'nb',
      <RegisterForm onDone={() => undefined} customerTypes={types} chosenType="COMPANY" />,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Bedrift' }).checked).toBe(true);
    expect(screen.getByLabelText('Organisasjonsnummer')).toBeTruthy();
    cleanup();
    await renderIn('nb', <RegisterForm onDone={() => undefined} customerTypes={types} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Privatperson' }).checked).toBe(
      true,
    );
  });
});
