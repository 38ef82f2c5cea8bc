import { Route, Routes } from 'react-router-dom';
import { CheckEmailPage } from './features/login/components/check-email-page';
import { LoginPage } from './features/login/components/login-page';
import { MembersPage } from './features/members/components/members-page';
import { MyAuctionsPage } from './features/my-auctions/components/my-auctions-page';
import { ResetPasswordPage } from './features/password/components/reset-password-page';
import { UpdatePasswordPage } from './features/password/components/update-password-page';
import { ProfilePage } from './features/profile/components/profile-page';
import { SettingsPage } from './features/settings/components/settings-page';

/**
 * Mount convention (README "Front end", docs/decisions.md): the shell renders this component for
 * every path its route table gives mfe_account, under one `/*` route; paths here are the site's
 * absolute paths. Each page renders exactly one h1.
 */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/check-email" element={<CheckEmailPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/update-password" element={<UpdatePasswordPage />} />
      <Route path="/members" element={<MembersPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/my-auctions" element={<MyAuctionsPage />} />
      <Route path="/settings" element={<SettingsPage />} />
    </Routes>
  );
}
